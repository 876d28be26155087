import { describe, expect, it } from 'vitest';
import { formatUsd, membershipPaymentTypeOf, membershipPriceCents } from './membership';

describe('membershipPaymentTypeOf (spec §7)', () => {
  it.each([
    ['Pro', 649_700, 'annual'],
    ['Annual Membership', 1, 'annual'],
    ['ANNUAL', 49_700, 'annual'],
    ['Monthly plan', 649_700, 'annual'],
    ['Monthly plan', 100_000, 'monthly'],
    ['Pro', 49_700, 'monthly'],
    ['Pro', 100_000, 'setup'],
    ['Setup', 5, 'setup'],
  ] as const)('%s at %i cents is %s', (name, cents, type) => {
    expect(membershipPaymentTypeOf(name, cents)).toBe(type);
  });

  it('prices each type from spec §9', () => {
    expect(formatUsd(membershipPriceCents('annual'))).toBe('$6,497.00');
    expect(formatUsd(membershipPriceCents('monthly'))).toBe('$497.00');
    expect(formatUsd(membershipPriceCents('setup'))).toBe('$1,000.00');
    expect(formatUsd(membershipPriceCents('annual'), 'de')).toBe('6.497,00\u00a0$');
    expect(formatUsd(membershipPriceCents('monthly'), 'fr')).toBe('497,00\u00a0$US');
  });
});
