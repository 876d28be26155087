// CSV files the admin area exports: the orders list (server) and the calculator's comparison (browser).
/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection); a leading `'` keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): formula starts defused, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
