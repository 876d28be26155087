import { SITE_LANGUAGE_CODES, type SiteLanguage } from '@receptiva/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { KnowledgeTranslate } from '@/lib/site-knowledge-types';
import { byCatalogKey } from '@/locales/catalog-key';
import { collectSiteKnowledge } from './site-knowledge';

const catalogs = byCatalogKey(
  import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' }),
);

/** A translator over the real catalogs, as the server renderer builds one per language. */
const translatorFor = (language: SiteLanguage): KnowledgeTranslate => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: {
      [language]: { membership: catalogs[`${language}/membership`]!, legal: catalogs[`${language}/legal`]! },
    },
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t as unknown as KnowledgeTranslate;
};

describe('the site knowledge the web hands to the AI assistant', () => {
  const documents = collectSiteKnowledge('Receptiva', translatorFor);

  it('holds the membership FAQ in every language, translated, with prices filled in', () => {
    const faq = documents.filter((d) => d.kind === 'faq');
    expect(faq).toHaveLength(5 * SITE_LANGUAGE_CODES.length);
    const french = faq.filter((d) => d.language === 'fr');
    expect(french.every((d) => d.url === '/membership-promo#faq-title')).toBe(true);
    expect(french.map((d) => d.title)).not.toEqual(faq.filter((d) => d.language === 'en').map((d) => d.title));
    expect(faq.some((d) => d.text.includes('$1,000'))).toBe(true);
    expect(faq.every((d) => !d.text.includes('{{') && !d.title.includes('promo.faq'))).toBe(true);
  });

  it('holds the binding English legal text, one document per subheading, anchored on its section', () => {
    const legal = documents.filter((d) => d.kind === 'legal');
    expect(legal.length).toBeGreaterThan(10);
    expect(legal.every((d) => d.language === 'en' && /^\/legal#[a-z]+$/.test(d.url) && d.text.length > 0)).toBe(true);
    expect(legal.map((d) => d.title)).toContain('Terms of Service: Acceptable use');
    expect(legal.some((d) => d.text.includes('Receptiva'))).toBe(true);
  });
});
