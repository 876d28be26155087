const formats = new Map<string, Intl.NumberFormat>();

const formatFor = (language: string, fractionDigits: 0 | 2): Intl.NumberFormat => {
  const key = `${language}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
};

/** US dollars from cents (spec §9), in the language's style; cents shown only when there are some ("$998.50", "$1,997"). */
export const formatUsdCents = (language: string, cents: number): string =>
  formatFor(language, cents % 100 === 0 ? 0 : 2).format(cents / 100);
