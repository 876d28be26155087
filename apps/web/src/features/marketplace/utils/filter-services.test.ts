import type { MarketplaceService } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { categoriesOf, filterServices } from './filter-services';

const service = (slug: string, overrides: Partial<MarketplaceService>): MarketplaceService => ({
  slug,
  title: slug,
  description: '',
  category: 'marketing',
  image: 'star',
  isMemberOnly: true,
  features: [],
  lang: 'en',
  price: null,
  ...overrides,
});

const services = [
  service('review-booster', { title: 'Review Booster', description: 'Google reviews on autopilot' }),
  service('receptionist', { title: 'AI Receptionist', category: 'voice-agents', features: ['Réservations 24/7'] }),
  service('crm', { title: 'CRM Pipeline Setup', category: 'sales' }),
];

const slugs = (list: MarketplaceService[]) => list.map((s) => s.slug);

describe('filterServices', () => {
  it('keeps everything with no category and no query', () => {
    expect(slugs(filterServices(services, { category: 'all', query: '  ' }))).toEqual([
      'review-booster',
      'receptionist',
      'crm',
    ]);
  });

  it('filters by category', () => {
    expect(slugs(filterServices(services, { category: 'sales', query: '' }))).toEqual(['crm']);
  });

  it('searches title, description and features, ignoring case and accents', () => {
    expect(slugs(filterServices(services, { category: 'all', query: 'GOOGLE' }))).toEqual(['review-booster']);
    expect(slugs(filterServices(services, { category: 'all', query: 'reservations' }))).toEqual(['receptionist']);
    expect(slugs(filterServices(services, { category: 'all', query: 'ai re' }))).toEqual(['receptionist']);
  });

  it('searches the texts as the visitor reads them and needs every word', () => {
    const german = [
      service('review-booster', {
        title: 'Bewertungs-Booster',
        description: 'Google-Bewertungen im richtigen Moment',
        lang: 'de',
      }),
      service('crm', { title: 'Einrichtung der CRM-Pipeline', category: 'sales', lang: 'de' }),
    ];
    expect(slugs(filterServices(german, { category: 'all', query: 'bewertungen' }))).toEqual(['review-booster']);
    expect(slugs(filterServices(german, { category: 'all', query: 'CRM einrichtung' }))).toEqual(['crm']);
    expect(filterServices(german, { category: 'all', query: 'CRM bewertungen' })).toEqual([]);
  });

  it('combines category and query', () => {
    expect(filterServices(services, { category: 'sales', query: 'review' })).toEqual([]);
  });
});

describe('categoriesOf', () => {
  it('lists the categories present, in the given order', () => {
    expect(categoriesOf(services, ['voice-agents', 'chat-agents', 'marketing', 'sales', 'operations'])).toEqual([
      'voice-agents',
      'marketing',
      'sales',
    ]);
  });
});
