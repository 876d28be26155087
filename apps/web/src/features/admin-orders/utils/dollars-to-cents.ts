/** "12", "12.5" or "12.34" (a comma as the decimal mark too) as whole cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
