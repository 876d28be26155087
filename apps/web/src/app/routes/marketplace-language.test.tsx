import type { MarketplaceServiceList } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const GERMAN: MarketplaceServiceList = {
  viewer: 'visitor',
  services: [
    {
      slug: 'review-booster',
      title: 'Bewertungs-Booster',
      description: 'Bittet zufriedene Kunden im richtigen Moment um eine Google-Bewertung.',
      features: ['Monatlicher Reputationsbericht'],
      lang: 'de',
      category: 'marketing',
      image: 'star',
      isMemberOnly: true,
      price: null,
    },
    {
      slug: 'website-chat-agent',
      title: 'Website Chat Agent',
      description: 'A chat assistant trained on your services.',
      features: ['Hand-off to live chat'],
      lang: 'en',
      category: 'chat-agents',
      image: 'message-square',
      isMemberOnly: true,
      price: null,
    },
  ],
};

describe('/marketplace in another language', { timeout: 20_000 }, () => {
  it('asks for the page’s language, shows the translated texts as German and the fallback marked English', async () => {
    await i18n.changeLanguage('de');
    const api = mockApi({ routes: { 'GET /api/services': () => jsonResponse(GERMAN) } });
    renderApp('/marketplace');
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(api.callsTo('GET', '/api/services').every((call) => call.url.searchParams.get('lng') === 'de')).toBe(true);

    const german = within(list).getByRole('article', { name: 'Bewertungs-Booster' });
    expect(within(german).getByText('Bewertungs-Booster')).toHaveAttribute('lang', 'de');
    expect(within(german).getByText('Monatlicher Reputationsbericht')).toHaveAttribute('lang', 'de');
    const fallback = within(list).getByRole('article', { name: 'Website Chat Agent' });
    expect(within(fallback).getByText('Website Chat Agent')).toHaveAttribute('lang', 'en');
    expect(within(fallback).getByText('Hand-off to live chat')).toHaveAttribute('lang', 'en');
  });

  it('searches the texts the visitor reads', async () => {
    await i18n.changeLanguage('de');
    mockApi({ routes: { 'GET /api/services': () => jsonResponse(GERMAN) } });
    renderApp('/marketplace');
    const list = await screen.findByRole('list', { name: 'Services' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Services durchsuchen' }), 'google bewertung');
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['service-review-booster']);
  });
});
