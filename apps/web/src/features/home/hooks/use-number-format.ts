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

/** A formatter made on first use: building an Intl.NumberFormat is costly (locale data), formatting is cheap. */
const formatOnDemand = (language: string, options: Intl.NumberFormatOptions) => {
  let format: Intl.NumberFormat | undefined;
  return (value: number) => {
    format ??= new Intl.NumberFormat(language, options);
    return format.format(value);
  };
};

const byLanguage = new Map<string, NumberFormatters>();

function formattersFor(language: string): NumberFormatters {
  const known = byLanguage.get(language);
  if (known) return known;
  const usd = formatOnDemand(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const formatters: NumberFormatters = {
    usd: (cents) => usd(cents / 100),
    integer: formatOnDemand(language, { maximumFractionDigits: 0 }),
    decimal: formatOnDemand(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    percent: formatOnDemand(language, { style: 'percent', maximumFractionDigits: 0 }),
  };
  byLanguage.set(language, formatters);
  return formatters;
}

/** Intl.NumberFormat in the active site language; prices stay in US dollars whatever the language. */
export function useNumberFormat(): NumberFormatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
