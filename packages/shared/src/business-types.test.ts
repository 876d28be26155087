import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_TYPE_ICONS,
  BUSINESS_TYPES,
  type BusinessType,
  DEFAULT_BUSINESS_CATEGORIES,
  type DescribeBusinessType,
  filterBusinessTypes,
  isBusinessCategory,
} from './business-types';

/** Stand-in for the translated catalog: "Name of <id>" / "About <id>". */
const describeInEnglish: DescribeBusinessType = (type) => ({
  name: `Name of ${type.id}`,
  description: `About ${type.id}`,
});

const ids = (types: readonly BusinessType[]) => types.map((type) => type.id);
const idsIn = (...categories: string[]) => ids(BUSINESS_TYPES.filter((type) => categories.includes(type.category)));

describe('the business type list (spec §3, §9)', () => {
  it('has the 20 spec categories in order', () => {
    expect(BUSINESS_CATEGORIES).toEqual([
      'Health & Wellness',
      'Home & Property Services',
      'Professional Services',
      'Retail & E-commerce',
      'Food & Beverage',
      'Beauty & Personal Care',
      'Technology & Digital',
      'Education & Training',
      'Transportation & Logistics',
      'Entertainment & Events',
      'Financial Services',
      'Construction & Trades',
      'Automotive Services',
      'Pet & Animal Services',
      'Sports & Fitness',
      'Legal & Consulting',
      'Creative & Design',
      'Manufacturing & Industrial',
      'Travel & Hospitality',
      'Non-Profit & Community',
    ]);
  });

  it('has about 75 types with unique kebab-case ids, at least two per category', () => {
    expect(BUSINESS_TYPES.length).toBeGreaterThanOrEqual(70);
    expect(BUSINESS_TYPES.length).toBeLessThanOrEqual(85);
    expect(new Set(ids(BUSINESS_TYPES)).size).toBe(BUSINESS_TYPES.length);
    for (const type of BUSINESS_TYPES) expect(type.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const category of BUSINESS_CATEGORIES) {
      expect(BUSINESS_TYPES.filter((type) => type.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('includes the businesses the site names', () => {
    for (const id of [
      'med-spa',
      'dental-practice',
      'real-estate',
      'law-firm',
      'plumbing',
      'hvac',
      'roofing',
      'tax-preparation',
      'insurance-agency',
      'restaurant',
      'hair-salon',
      'auto-repair',
      'veterinary',
      'gym',
    ]) {
      expect(ids(BUSINESS_TYPES)).toContain(id);
    }
  });

  it('gives every type a known icon, a gradient and lower-case keywords; every listed icon is used', () => {
    for (const type of BUSINESS_TYPES) {
      expect(BUSINESS_TYPE_ICONS).toContain(type.icon);
      expect(type.gradient).toMatch(/^from-[a-z]+-\d{2,3} to-[a-z]+-\d{2,3}$/);
      expect(type.keywords.length).toBeGreaterThan(0);
      for (const keyword of type.keywords) expect(keyword).toBe(keyword.trim().toLowerCase());
    }
    expect(new Set(BUSINESS_TYPES.map((type) => type.icon))).toEqual(new Set(BUSINESS_TYPE_ICONS));
  });

  it('recognises category ids', () => {
    expect(isBusinessCategory('Financial Services')).toBe(true);
    expect(isBusinessCategory('financial services')).toBe(false);
    expect(isBusinessCategory(undefined)).toBe(false);
  });
});

describe('filterBusinessTypes (spec §4)', () => {
  const filter = (search: string, category: (typeof BUSINESS_CATEGORIES)[number] | null) =>
    ids(filterBusinessTypes(BUSINESS_TYPES, { search, category }, describeInEnglish));

  it('with neither search nor category shows exactly the four default categories', () => {
    expect(DEFAULT_BUSINESS_CATEGORIES).toEqual([
      'Health & Wellness',
      'Financial Services',
      'Home & Property Services',
      'Professional Services',
    ]);
    expect(filter('', null)).toEqual(idsIn(...DEFAULT_BUSINESS_CATEGORIES));
    expect(filter('', null)).not.toContain('restaurant');
  });

  it('treats a blank search as no search', () => {
    expect(filter('   ', null)).toEqual(filter('', null));
    expect(filter(' \t ', 'Food & Beverage')).toEqual(idsIn('Food & Beverage'));
  });

  it('shows only the chosen category', () => {
    expect(filter('', 'Automotive Services')).toEqual(idsIn('Automotive Services'));
    expect(filter('', 'Health & Wellness')).toEqual(idsIn('Health & Wellness'));
  });

  it('lets a search term win over the category, across all categories', () => {
    expect(filter('restaurant', 'Automotive Services')).toEqual(['restaurant']);
    expect(filter('of gym', 'Legal & Consulting')).toEqual(['gym']);
  });

  it('matches the translated name, the translated description and the keywords', () => {
    expect(filter('name of hvac', null)).toEqual(['hvac']);
    expect(filter('about veterinary', null)).toEqual(['veterinary']);
    expect(filter('botox', null)).toEqual(['med-spa']);
  });

  it('matches case-insensitively and as a substring, after trimming', () => {
    expect(filter('  BOTO ', null)).toEqual(['med-spa']);
    expect(filter('Plumb', null)).toEqual(['plumbing']);
    expect(filter('IRS', null)).toEqual(['tax-preparation']);
  });

  it('uses the translated texts, not English ids', () => {
    const german: DescribeBusinessType = (type) =>
      type.id === 'plumbing'
        ? { name: 'Sanitärbetrieb', description: 'Rohrbrüche rund um die Uhr' }
        : { name: '', description: '' };
    const found = filterBusinessTypes(BUSINESS_TYPES, { search: 'sanitär', category: null }, german);
    expect(ids(found)).toEqual(['plumbing']);
    expect(ids(filterBusinessTypes(BUSINESS_TYPES, { search: 'ROHR', category: null }, german))).toEqual(['plumbing']);
  });

  it('finds nothing for a term that matches nothing', () => {
    expect(filter('zzz-no-such-business', 'Health & Wellness')).toEqual([]);
  });
});
