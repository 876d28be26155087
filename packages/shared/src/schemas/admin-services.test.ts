import { describe, expect, it } from 'vitest';
import { dollarsToCents, serviceImageSchema } from './admin-services';

describe('dollarsToCents', () => {
  it.each([
    ['1997', 199_700],
    ['1997.5', 199_750],
    ['$1,997.50', 199_750],
    [' 0.01 ', 1],
    ['100000', 10_000_000],
  ])('%s is %i cents', (typed, cents) => expect(dollarsToCents(typed)).toBe(cents));

  it.each(['', '0', '0.00', '1.999', '-5', '100000.01', '1e3', 'abc', '12.'])('refuses %j', (typed) =>
    expect(dollarsToCents(typed)).toBeNull(),
  );
});

describe('serviceImageSchema', () => {
  it.each(['phone', 'message-square', 'https://cdn.example.com/a.png', '/images/a.png'])('accepts %s', (image) =>
    expect(serviceImageSchema.safeParse(image).success).toBe(true),
  );
  it.each(['http://cdn.example.com/a.png', '//evil.example/a.png', 'javascript:alert(1)', 'https://', 'Phone'])(
    'refuses %s',
    (image) => expect(serviceImageSchema.safeParse(image).success).toBe(false),
  );
});
