import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes minutes, hours or days, in the page’s language', () => {
    expect(formatDuration(59, 'en')).toBe('1 minute');
    expect(formatDuration(45 * 60, 'en')).toBe('45 minutes');
    expect(formatDuration(3.5 * 3600, 'en')).toBe('3.5 hours');
    expect(formatDuration(2 * 86_400, 'en')).toBe('2 days');
    expect(formatDuration(2 * 86_400, 'de')).toBe('2 Tage');
  });
});
