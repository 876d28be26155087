import { afterEach, describe, expect, it } from 'vitest';
import { importCatalog } from '@/testing/import-catalog';
import { createI18n, detectBrowserLanguage } from './i18n';

const detectAt = async (url: string) => {
  window.history.replaceState(null, '', url);
  const { instance, ready } = createI18n({ loadCatalog: importCatalog });
  await ready;
  return instance;
};

const html = document.documentElement;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  // biome-ignore lint/suspicious/noDocumentCookie: the detector reads this cookie; tests set and clear it.
  document.cookie = 'i18next=; max-age=0; path=/';
});

describe('language detection (spec §5, §9)', () => {
  it.each([
    '<script>alert(1)</script>',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'javascript:alert(1)',
    '" onmouseover="alert(1)',
    'de.alert',
    'es.eval',
    'fr.innerHTML',
  ])('rejects ?lng=%s and falls back to English', async (value) => {
    const i18n = await detectAt(`/?lng=${value}`);
    expect(i18n.language).toBe('en');
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });

  it('skips a rejected value and moves on to the next source', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    const i18n = await detectAt('/?lng=<script>x</script>');
    expect(i18n.language).toBe('fr');
  });

  it('follows the order query string, cookie, local storage', async () => {
    localStorage.setItem('i18nextLng', 'es');
    // biome-ignore lint/suspicious/noDocumentCookie: the detector reads this cookie.
    document.cookie = 'i18next=it; path=/';
    expect(detectBrowserLanguage()).toBe('it');
    window.history.replaceState(null, '', '/?lng=de');
    expect(detectBrowserLanguage()).toBe('de');
    window.history.replaceState(null, '', '/');
    // biome-ignore lint/suspicious/noDocumentCookie: clearing it.
    document.cookie = 'i18next=; max-age=0; path=/';
    expect(detectBrowserLanguage()).toBe('es');
  });

  it('keeps the choice in the cookie the server reads, and in local storage', async () => {
    await detectAt('/?lng=ko');
    expect(document.cookie).toContain('i18next=ko');
    expect(localStorage.getItem('i18nextLng')).toBe('ko');
    window.history.replaceState(null, '', '/');
    expect(detectBrowserLanguage()).toBe('ko');
  });

  it('starts in a given language (a server-rendered page) whatever the browser prefers', async () => {
    localStorage.setItem('i18nextLng', 'es');
    const { instance, ready } = createI18n({ language: 'he', loadCatalog: importCatalog });
    await ready;
    expect(instance.language).toBe('he');
    expect(html.dir).toBe('rtl');
  });

  it('reduces regional codes to the site language and caches the choice', async () => {
    const i18n = await detectAt('/?lng=pt-BR');
    expect(i18n.language).toBe('pt');
    expect(localStorage.getItem('i18nextLng')).toBe('pt');
  });

  it('uses English for a language the site does not offer', async () => {
    expect((await detectAt('/?lng=xx')).language).toBe('en');
  });
});

describe('document language and direction', () => {
  it.each(['ar', 'he', 'fa'])('sets <html lang="%s" dir="rtl">', async (code) => {
    await detectAt(`/?lng=${code}`);
    expect(html.lang).toBe(code);
    expect(html.dir).toBe('rtl');
  });

  it('follows language changes', async () => {
    const i18n = await detectAt('/');
    await i18n.changeLanguage('fa');
    expect(html.dir).toBe('rtl');
    await i18n.changeLanguage('ja');
    expect(html.lang).toBe('ja');
    expect(html.dir).toBe('ltr');
  });
});
