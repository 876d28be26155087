import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '@/testing/import-catalog';
import { MARKETING_FIGURES } from './marketing-figures';

interface HeroStats {
  businessesValue: string;
  satisfactionValue: string;
}

/** The hero shows its figures as the catalogs spell them (hero-section.tsx): they must be the figures. */
describe.each(SITE_LANGUAGE_CODES)('the hero figures in %s', (language) => {
  it('are MARKETING_FIGURES as Intl formats them in that language', async () => {
    const home = (await importCatalog(language, 'home')) as { hero: { stats: HeroStats } };
    const { businessesValue, satisfactionValue } = home.hero.stats;
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    expect(businessesValue).toContain(integer.format(MARKETING_FIGURES.businesses));
    expect(satisfactionValue).toBe(percent.format(MARKETING_FIGURES.satisfaction));
  });
});
