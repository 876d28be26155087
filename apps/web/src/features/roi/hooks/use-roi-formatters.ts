import { roiCurrencyFor } from '@receptiva/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface RoiFormatters {
  /** Whole currency units, with the symbol of the active language (see `roiCurrencyFor`). */
  money: (value: number) => string;
  /** A whole-number percentage: 2888 → "2,888%". */
  percent: (value: number) => string;
  count: (value: number) => string;
  currencySymbol: string;
}

/** Number formatting in the active language (digits, grouping, symbol placement all follow it). */
export function useRoiFormatters(): RoiFormatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: roiCurrencyFor(language),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return {
      money: (value) => money.format(value),
      percent: (value) => percent.format(value / 100),
      count: (value) => count.format(value),
      currencySymbol: money.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '',
    };
  }, [language]);
}
