import { describe, expect, it } from 'vitest';
import { searchServices, serviceTextIn, titleIn, titleTranslationsOf } from './product-texts';

const english = { title: 'Review Booster', description: 'Asks happy customers for a review.', features: ['By SMS'] };
const translations = {
  de: {
    title: 'Bewertungs-Booster',
    description: 'Bittet zufriedene Kunden um eine Bewertung.',
    features: ['Per SMS'],
  },
};

describe('serviceTextIn', () => {
  it('answers the translation where there is one, English marked `en` otherwise', () => {
    expect(serviceTextIn(english, translations, 'de')).toEqual({ ...translations.de, lang: 'de' });
    expect(serviceTextIn(english, translations, 'fr')).toEqual({ ...english, lang: 'en' });
    expect(serviceTextIn(english, translations, 'en')).toEqual({ ...english, lang: 'en' });
  });
});

describe('order line titles', () => {
  it('snapshots the titles and reads them back in a language, or English', () => {
    const snapshot = titleTranslationsOf(translations);
    expect(snapshot).toEqual({ de: 'Bewertungs-Booster' });
    expect(titleIn('Review Booster', snapshot, 'de')).toEqual({ title: 'Bewertungs-Booster', lang: 'de' });
    expect(titleIn('Review Booster', snapshot, 'he')).toEqual({ title: 'Review Booster', lang: 'en' });
  });
});

describe('searchServices', () => {
  const services = [
    { slug: 'a', ...translations.de },
    { slug: 'b', title: 'Einrichtung der CRM-Pipeline', description: 'Vertrieb', features: ['Kontaktimport'] },
  ];

  it('finds every word in title, description or features, ignoring case and accents', () => {
    expect(searchServices(services, 'bewertung').map((s) => s.slug)).toEqual(['a']);
    expect(searchServices(services, 'KONTAKTIMPORT crm').map((s) => s.slug)).toEqual(['b']);
    expect(searchServices(services, 'crm bewertung')).toEqual([]);
    expect(searchServices(services, '   ')).toEqual(services);
  });
});
