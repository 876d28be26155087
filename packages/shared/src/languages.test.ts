import { describe, expect, it } from 'vitest';
import {
  directionOf,
  FALLBACK_LANGUAGE,
  isSiteLanguage,
  looksLikeInjection,
  normalizeLanguage,
  SITE_LANGUAGE_CODES,
  SITE_LANGUAGES,
} from './languages';

describe('site languages (spec §9)', () => {
  it('lists 14 languages with code, name, native name and a bundled flag, English first', () => {
    expect(SITE_LANGUAGES).toHaveLength(14);
    expect(SITE_LANGUAGES[0]?.code).toBe(FALLBACK_LANGUAGE);
    expect(new Set(SITE_LANGUAGE_CODES).size).toBe(14);
    for (const language of SITE_LANGUAGES) {
      expect(language.code).toMatch(/^[a-z]{2}$/);
      expect(language.name.length).toBeGreaterThan(0);
      expect(language.nativeName.length).toBeGreaterThan(0);
      expect(language.flag).toMatch(/^[a-z]{2}$/);
    }
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt'],
    ['zh_CN', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['FR', 'fr'],
    [' de-DE ', 'de'],
    ['he-IL', 'he'],
    ['fa', 'fa'],
  ])('maps %j to %s', (value, expected) => {
    expect(normalizeLanguage(value)).toBe(expected);
  });

  it.each(['nl', 'xx', 'english', '', '-', 'e', '_en'])('gives null for the unknown value %j', (value) => {
    expect(normalizeLanguage(value)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['en'], true])('gives null for the non-string %j', (value) => {
    expect(normalizeLanguage(value)).toBeNull();
  });

  it('gives null for an absurdly long value even if it starts with a language', () => {
    expect(normalizeLanguage(`en-${'x'.repeat(40)}`)).toBeNull();
  });

  it.each([
    'en<script>alert(1)</script>',
    '<script>',
    '</SCRIPT >',
    'en" onload="x',
    'fr onerror=alert(1)',
    'javascript:alert(1)',
    'JavaScript :void(0)',
    'vbscript:msgbox',
    'expression(alert(1))',
    'eval(1)',
    'en;alert`1`',
    'document.cookie',
    'document . write',
    'window.location',
    'en-innerHTML',
  ])('rejects the injection attempt %j', (value) => {
    expect(looksLikeInjection(value)).toBe(true);
    expect(normalizeLanguage(value)).toBeNull();
  });

  it('does not flag ordinary language tags as injections', () => {
    for (const code of [...SITE_LANGUAGE_CODES, 'pt-BR', 'zh_CN', 'sr-Latn-RS']) {
      expect(looksLikeInjection(code)).toBe(false);
    }
  });
});

describe('directionOf', () => {
  it.each(['ar', 'he', 'fa', 'ar-EG', 'fa-IR'])('is rtl for %s', (code) => {
    expect(directionOf(code)).toBe('rtl');
  });

  it.each(['en', 'fr', 'zh', 'hi', 'ja', 'pt-BR', ''])('is ltr for %j', (code) => {
    expect(directionOf(code)).toBe('ltr');
  });
});

describe('isSiteLanguage', () => {
  it('accepts only the exact codes', () => {
    expect(isSiteLanguage('ko')).toBe(true);
    expect(isSiteLanguage('KO')).toBe(false);
    expect(isSiteLanguage('ko-KR')).toBe(false);
    expect(isSiteLanguage(undefined)).toBe(false);
  });
});
