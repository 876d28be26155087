import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatAge', () => {
  it('names the largest whole unit, in the language asked for', () => {
    expect(formatAge(ago(20_000), 'en', NOW)).toBe('1 min. ago');
    expect(formatAge(ago(3 * 3_600_000 + 59 * 60_000), 'en', NOW)).toBe('3 hr. ago');
    expect(formatAge(ago(2 * 86_400_000), 'en', NOW)).toBe('2 days ago');
    expect(formatAge(ago(2 * 86_400_000), 'de', NOW)).toBe('vor 2 Tagen');
    expect(formatAge(ago(400 * 86_400_000), 'en', NOW)).toBe('1 yr. ago');
  });

  it('never shows a moment in the future', () => {
    expect(formatAge(new Date(NOW + 60_000).toISOString(), 'en', NOW)).toBe('1 min. ago');
  });
});
