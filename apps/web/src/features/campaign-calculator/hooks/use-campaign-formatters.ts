import { CAMPAIGN_INPUT_RULES, type CampaignInputField } from '@receptiva/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatUsd } from '@/hooks/use-format-usd';

/** What the page shows for a ratio with nothing to divide by (no sale, no cost). */
export const NOT_APPLICABLE = '—';

export interface CampaignFormatters {
  count: (value: number) => string;
  /** Whole cents as dollars; null as "—". */
  money: (cents: number | null) => string;
  /** Billed seconds as minutes, to two decimals. */
  minutes: (seconds: number) => string;
  /** Tenths of a percent (56,143 → "5,614.3%"); null as "—". */
  roi: (tenths: number | null) => string;
  /** An input as typed, in its unit: "20%", "$0.15", "2.5". */
  input: (field: CampaignInputField, value: number) => string;
}

/** Numbers in the page's language; dollars through `useFormatUsd` (figures are never converted). */
export function useCampaignFormatters(): CampaignFormatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const usd = useFormatUsd();
  return useMemo(() => {
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    const roi = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    // A rate per minute may have four decimals ($0.0125): more than useFormatUsd's two.
    const rate = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    const input = (field: CampaignInputField, value: number) => {
      switch (CAMPAIGN_INPUT_RULES[field].unit) {
        case 'percent':
          return percent.format(value / 100);
        case 'dollars':
          return field === 'costPerMinuteDollars' ? rate.format(value) : usd(Math.round(value * 100));
        default:
          return count.format(value);
      }
    };
    return {
      count: (value) => count.format(value),
      money: (cents) => (cents === null ? NOT_APPLICABLE : usd(cents)),
      minutes: (seconds) => count.format(seconds / 60),
      roi: (tenths) => (tenths === null ? NOT_APPLICABLE : roi.format(tenths / 1_000)),
      input,
    };
  }, [language, usd]);
}
