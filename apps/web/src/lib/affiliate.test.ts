import { AFFILIATE_COOKIE } from '@receptiva/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_SCRIPT_ID, getAffiliateId, loadAffiliateScript, validateAffiliateTracking } from './affiliate';
import { deleteCookie, getCookie, setCookie } from './cookies';

let cookieWrites: string[] = [];
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  cookieWrites = [];
  const { set } = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    cookieWrites.push(value);
    set!.call(this, value);
  });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  deleteCookie(AFFILIATE_COOKIE);
  document.getElementById(AFFILIATE_SCRIPT_ID)?.remove();
});

/** A unique id per test: rejected values are logged once per page, not on every route change. */
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

describe('validateAffiliateTracking (spec §5, §9)', () => {
  it('stores ?am_id= in the am_id cookie for 30 days, path /, SameSite=Lax', () => {
    expect(validateAffiliateTracking('?am_id=partner_42')).toBe('partner_42');
    expect(getCookie(AFFILIATE_COOKIE)).toBe('partner_42');
    expect(cookieWrites).toEqual(['am_id=partner_42; max-age=2592000; path=/; SameSite=Lax']);
  });

  it('reads ?affiliate_id= too', () => {
    expect(validateAffiliateTracking('?affiliate_id=Agency-7')).toBe('Agency-7');
    expect(getCookie(AFFILIATE_COOKIE)).toBe('Agency-7');
  });

  it('prefers am_id over affiliate_id', () => {
    expect(validateAffiliateTracking('?affiliate_id=second&am_id=first')).toBe('first');
    expect(getCookie(AFFILIATE_COOKIE)).toBe('first');
  });

  it('falls back to the cookie without rewriting it', () => {
    setCookie(AFFILIATE_COOKIE, 'from_cookie');
    cookieWrites = [];
    expect(validateAffiliateTracking('')).toBe('from_cookie');
    expect(validateAffiliateTracking('?utm_source=x')).toBe('from_cookie');
    expect(cookieWrites).toEqual([]);
  });

  it('trims the value before validating and storing it', () => {
    expect(validateAffiliateTracking('?am_id=%20%20abc_1%20')).toBe('abc_1');
    expect(getCookie(AFFILIATE_COOKIE)).toBe('abc_1');
  });

  it('accepts 50 characters and rejects 51', () => {
    const fifty = 'a'.repeat(50);
    expect(validateAffiliateTracking(`?am_id=${fifty}`)).toBe(fifty);
    deleteCookie(AFFILIATE_COOKIE);
    cookieWrites = [];
    expect(validateAffiliateTracking(`?am_id=${'b'.repeat(51)}`)).toBeNull();
    expect(cookieWrites).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each(['<script>alert(1)</script>', 'bad id', 'semi;colon', 'dot.ted', 'ümlaut', ''])(
    'logs %j as a warning and never stores it',
    (value) => {
      const raw = `${value}${value ? unique('') : ''}`;
      expect(validateAffiliateTracking(`?${new URLSearchParams({ am_id: raw })}`)).toBeNull();
      expect(cookieWrites).toEqual([]);
      expect(getCookie(AFFILIATE_COOKIE)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid affiliate id'), expect.any(String));
    },
  );

  it('keeps the valid cookie when the query value is rejected', () => {
    setCookie(AFFILIATE_COOKIE, 'kept');
    cookieWrites = [];
    expect(validateAffiliateTracking(`?am_id=${unique('no%20way')}`)).toBe('kept');
    expect(cookieWrites).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('ignores an invalid cookie value, logged once', () => {
    setCookie(AFFILIATE_COOKIE, unique('bad value '));
    expect(validateAffiliateTracking('')).toBeNull();
    expect(validateAffiliateTracking('')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('marks the cookie Secure on https', () => {
    const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } };
    jsdom.reconfigure({ url: 'https://receptiva.test/pricing' });
    try {
      validateAffiliateTracking('?am_id=secure_1');
      expect(cookieWrites).toEqual(['am_id=secure_1; max-age=2592000; path=/; SameSite=Lax; Secure']);
    } finally {
      deleteCookie(AFFILIATE_COOKIE);
      jsdom.reconfigure({ url: 'http://localhost:3000/' });
    }
  });

  it('reads the browser URL by default', () => {
    window.history.replaceState(null, '', '/pricing?am_id=from_url');
    try {
      expect(validateAffiliateTracking()).toBe('from_url');
      expect(getAffiliateId()).toBe('from_url');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('loadAffiliateScript', () => {
  it('adds the script once, async', () => {
    loadAffiliateScript('https://affiliates.example/track.js');
    loadAffiliateScript('https://affiliates.example/track.js');
    const scripts = document.querySelectorAll(`#${AFFILIATE_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://affiliates.example/track.js');
  });

  it('only logs a load failure', async () => {
    loadAffiliateScript('https://affiliates.example/missing.js');
    document.getElementById(AFFILIATE_SCRIPT_ID)!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('affiliate'), expect.any(Error)));
  });

  it('refuses a non-http source', async () => {
    loadAffiliateScript('javascript:alert(1)');
    expect(document.getElementById(AFFILIATE_SCRIPT_ID)).toBeNull();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
