import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parameterText, percentEncode } from './url-encoding';

describe('percentEncode', () => {
  it('agrees with encodeURIComponent on well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(percentEncode(text)).toBe(encodeURIComponent(text));
      }),
    );
  });

  it('writes lone surrogates as their WTF-8 bytes where encodeURIComponent throws', () => {
    expect(() => encodeURIComponent('\ud800')).toThrow(URIError);
    expect(percentEncode('a\ud800b\udfff')).toBe('a%ED%A0%80b%ED%BF%BF');
    expect(() => decodeURIComponent(percentEncode('\ud800'))).toThrow(URIError);
  });
});

describe('parameterText', () => {
  it('keeps strings, prints scalars and writes objects and arrays as JSON', () => {
    expect(parameterText('a b')).toBe('a b');
    expect(parameterText(-0)).toBe('0');
    expect(parameterText(null)).toBe('null');
    expect(parameterText({ a: [1] })).toBe('{"a":[1]}');
  });
});
