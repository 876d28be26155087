const formats = new Map<string, Intl.NumberFormat>();

function unitFormat(language: string, unit: 'minute' | 'hour' | 'day'): Intl.NumberFormat {
  const key = `${language}|${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format;
}

/** A length of time in the reader's language, in the one unit that reads best: "45 minutes", "3.5 hours", "2 days". */
export function formatDuration(seconds: number, language: string): string {
  if (seconds < 3600) return unitFormat(language, 'minute').format(Math.max(0, Math.round(seconds / 60)));
  if (seconds < 86_400) return unitFormat(language, 'hour').format(seconds / 3600);
  return unitFormat(language, 'day').format(seconds / 86_400);
}
