import { describe, expect, it } from 'vitest';
import { memberPriceCents } from './marketplace-pricing';

describe('memberPriceCents', () => {
  it('is half the list price, in whole cents', () => {
    expect(memberPriceCents(199_700)).toBe(99_850);
    expect(memberPriceCents(0)).toBe(0);
    expect(memberPriceCents(199)).toBe(100);
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => memberPriceCents(10.5)).toThrow(RangeError);
    expect(() => memberPriceCents(-1)).toThrow(RangeError);
  });
});
