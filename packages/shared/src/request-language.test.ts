import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickRequestLanguage } from './request-language';

describe('parseAcceptLanguage', () => {
  it('orders ranges by quality, keeping the header order for ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, de;q=0.9, en;q=0.9')).toEqual(['de-CH', 'de', 'en', 'fr']);
  });

  it('drops wildcards, empty parts and ranges refused with q=0', () => {
    expect(parseAcceptLanguage('*, ,ja;q=0, ko;q=abc, it')).toEqual(['it']);
  });
});

describe('pickRequestLanguage (decision 008)', () => {
  it('prefers ?lng, then the cookie, then Accept-Language', () => {
    expect(pickRequestLanguage({ query: 'de', cookie: 'fr', acceptLanguage: 'es' })).toBe('de');
    expect(pickRequestLanguage({ query: null, cookie: 'fr', acceptLanguage: 'es' })).toBe('fr');
    expect(pickRequestLanguage({ acceptLanguage: 'pt-BR,pt;q=0.9' })).toBe('pt');
  });

  it('skips values that are not site languages or look like injection', () => {
    expect(pickRequestLanguage({ query: '<script>alert(1)</script>', cookie: 'xx', acceptLanguage: 'sv, he' })).toBe(
      'he',
    );
  });

  it('falls back to English', () => {
    expect(pickRequestLanguage({})).toBe('en');
    expect(pickRequestLanguage({ acceptLanguage: 'sv-SE' })).toBe('en');
  });
});
