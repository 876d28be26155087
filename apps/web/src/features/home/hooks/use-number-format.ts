import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface NumberFormatters {
  /** Whole US dollars from cents, in the active language's style ("$6,497", "6.497 $"). */
  usd: (cents: number) => string;
  /** A whole number ("1,000", "1.000"). */
  integer: (value: number) => string;
  /** One decimal place ("4.9", "4,9"). */
  decimal: (value: number) => string;
  /** A ratio as a whole percentage (0.97 → "97%", "97 %"). */
  percent: (ratio: number) => string;
}

/** Intl.NumberFormat in the active site language; prices stay in US dollars whatever the language. */
export function useNumberFormat(): NumberFormatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    return {
      usd: (cents) => usd.format(cents / 100),
      integer: (value) => integer.format(value),
      decimal: (value) => decimal.format(value),
      percent: (ratio) => percent.format(ratio),
    };
  }, [language]);
}
