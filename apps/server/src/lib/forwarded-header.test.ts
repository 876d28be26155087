import { describe, expect, it } from 'vitest';
import { trustedForwardedValue } from './forwarded-header';

describe('trustedForwardedValue', () => {
  it('takes the entry the configured number of hops from the right, never the client-written left end', () => {
    const header = 'spoofed-by-client, 203.0.113.7, 10.0.0.2';
    expect(trustedForwardedValue(header, 1)).toBe('10.0.0.2');
    expect(trustedForwardedValue(header, 2)).toBe('203.0.113.7');
    expect(trustedForwardedValue(header, 3)).toBe('spoofed-by-client');
  });

  it('gives the first entry when the list is shorter than the hops, and nothing without a proxy or a header', () => {
    expect(trustedForwardedValue('198.51.100.9', 2)).toBe('198.51.100.9');
    expect(trustedForwardedValue('198.51.100.9', 0)).toBeUndefined();
    expect(trustedForwardedValue(undefined, 1)).toBeUndefined();
    expect(trustedForwardedValue(' , ', 1)).toBeUndefined();
  });
});
