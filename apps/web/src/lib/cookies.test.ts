import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieOptionError, type CookieOptions, deleteCookie, getCookie, serializeCookie, setCookie } from './cookies';

afterEach(() => {
  deleteCookie('probe');
});

describe('setCookie rejects invalid attributes (spec §5)', () => {
  const rejects = (options: CookieOptions, message: RegExp) => {
    const write = vi.spyOn(document, 'cookie', 'set');
    expect(() => setCookie('probe', 'value', options)).toThrow(CookieOptionError);
    expect(() => setCookie('probe', 'value', options)).toThrow(message);
    expect(write).not.toHaveBeenCalled();
    expect(getCookie('probe')).toBeNull();
  };

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '60' as unknown as number])('max-age %s', (maxAgeSeconds) =>
    rejects({ maxAgeSeconds }, /max-age/),
  );

  it.each([
    '',
    '.',
    'exa mple.com',
    '-bad.example.com',
    'bad-.example.com',
    'a..b',
    'example.com;path=/',
    'exämple.com',
    `${'a'.repeat(64)}.com`,
  ])('domain %j', (domain) => rejects({ domain }, /domain/));

  it.each(['', 'relative', '/a;b', '/a\nb', '/a\u0000b', '/tab\there'])('path %j', (path) => rejects({ path }, /path/));

  it.each([new Date('not a date'), 'tomorrow' as unknown as Date, 0 as unknown as Date])('expiry %s', (expires) =>
    rejects({ expires }, /expiry/),
  );

  it.each(['lax', 'Relaxed', ''] as unknown as CookieOptions['sameSite'][])('same-site %j', (sameSite) =>
    rejects({ sameSite }, /same-site/),
  );

  it('same-site None without secure', () => {
    rejects({ sameSite: 'None' }, /secure/);
  });

  it('an invalid cookie name', () => {
    expect(() => setCookie('bad name', 'x')).toThrow(CookieOptionError);
    expect(() => setCookie('a;b', 'x')).toThrow(CookieOptionError);
  });
});

describe('valid cookies', () => {
  it('serialises every attribute', () => {
    expect(
      serializeCookie('probe', 'a b;c', {
        maxAgeSeconds: 60,
        expires: new Date(Date.UTC(2030, 0, 1)),
        path: '/app',
        domain: '.example.com',
        sameSite: 'None',
        secure: true,
      }),
    ).toBe(
      'probe=a%20b%3Bc; max-age=60; expires=Tue, 01 Jan 2030 00:00:00 GMT; path=/app; domain=.example.com; SameSite=None; Secure',
    );
  });

  it('defaults the path to / and accepts max-age 0', () => {
    expect(serializeCookie('probe', 'x', { maxAgeSeconds: 0, sameSite: 'Strict' })).toBe(
      'probe=x; max-age=0; path=/; SameSite=Strict',
    );
  });

  it('writes, reads (decoded) and deletes', () => {
    setCookie('probe', 'hello world; 100%', { maxAgeSeconds: 60, sameSite: 'Lax' });
    expect(getCookie('probe')).toBe('hello world; 100%');
    deleteCookie('probe');
    expect(getCookie('probe')).toBeNull();
  });

  it('reads null for a missing cookie', () => {
    expect(getCookie('missing')).toBeNull();
  });
});
