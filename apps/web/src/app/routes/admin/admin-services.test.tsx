import type { AdminService } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin' });

const service = (overrides: Partial<AdminService> = {}): AdminService => ({
  id: '0a5c3c1e-8f0a-4d3b-9a55-3c1b1f0f9d11',
  slug: 'review-booster',
  title: 'Review Booster',
  description: 'Asks happy customers for a review.',
  features: ['Automatic follow-up'],
  translations: {
    de: { title: 'Bewertungs-Booster', description: 'Bittet zufriedene Kunden.', features: ['Automatisch'] },
  },
  listPriceCents: 49_700,
  category: 'marketing',
  image: 'star',
  isMemberOnly: true,
  isActive: true,
  sortOrder: 10,
  createdAt: '2025-05-01T09:00:00.000Z',
  updatedAt: '2025-05-28T09:00:00.000Z',
  ...overrides,
});

const listRoute = (rows: AdminService[]) => () =>
  jsonResponse({ services: rows, page: 1, pageSize: 25, total: rows.length });

describe('/admin/services', { timeout: 30_000 }, () => {
  it('lists the services, and searches, filters and sorts on the server through the URL', async () => {
    const api = mockApi({ me: admin, routes: { 'GET /api/admin/services': listRoute([service()]) } });
    const { user, router } = renderApp('/admin/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Services, 1 in all' });
    expect(within(table).getByRole('link', { name: 'Edit Review Booster' })).toHaveAttribute(
      'href',
      '/admin/services/0a5c3c1e-8f0a-4d3b-9a55-3c1b1f0f9d11',
    );
    expect(within(table).getByRole('cell', { name: '$497.00' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '2 languages' })).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Sort by List price/ }));
    expect(router.state.location.search).toBe('?sort=listPriceCents&direction=desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'marketing');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'review');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('search'), search.get('status'), search.get('category')]).toEqual([
      'review',
      'archived',
      'marketing',
    ]);
    const last = api.callsTo('GET', '/api/admin/services').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({
      search: 'review',
      state: 'archived',
      category: 'marketing',
      sort: 'listPriceCents',
      direction: 'desc',
    });
  });

  it('keeps staff out: the section is for admins', async () => {
    mockApi({ me: makeMe({ role: 'member', isMember: false }), routes: {} });
    renderApp('/admin/services');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Services');
  });

  it('creates a service in English and German, the price typed in dollars, with the card previewed', async () => {
    const created = service({ id: '6f1d2c3b-4a59-4e8f-9c7d-2b1a0e9f8d7c', slug: 'voicemail-transcriber' });
    const api = mockApi({
      me: admin,
      routes: {
        'POST /api/admin/services': () => jsonResponse(created, 201),
        [`GET /api/admin/services/${created.id}`]: () => jsonResponse(created),
      },
    });
    const { user, router } = renderApp('/admin/services/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Voicemail Transcriber');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Every voicemail as text.');
    await user.type(screen.getByRole('textbox', { name: 'Features' }), 'Within a minute{Enter}Caller name');
    await user.click(screen.getByRole('tab', { name: /Deutsch/ }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Mailbox-Abschrift');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Jede Sprachnachricht als Text.');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'voicemail-transcriber');
    await user.type(screen.getByRole('textbox', { name: 'List price (US dollars)' }), '199.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'operations');

    const asMember = screen.getByTestId('service-preview-member');
    expect(within(asMember).getByRole('heading', { name: 'Mailbox-Abschrift' })).toBeVisible();
    expect(within(asMember).getByTestId('member-price')).toHaveTextContent('$99.75');
    expect(within(screen.getByTestId('service-preview-visitor')).queryByTestId('member-price')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit service' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/services/${created.id}`);
    expect(api.callsTo('POST', '/api/admin/services')[0]?.body).toEqual({
      slug: 'voicemail-transcriber',
      title: 'Voicemail Transcriber',
      description: 'Every voicemail as text.',
      features: ['Within a minute', 'Caller name'],
      translations: {
        de: { title: 'Mailbox-Abschrift', description: 'Jede Sprachnachricht als Text.', features: [] },
      },
      listPriceCents: 19_950,
      category: 'operations',
      image: 'sparkles',
      isMemberOnly: true,
      isActive: true,
      sortOrder: 0,
    });
  });

  it('refuses a missing English title, a half translation and a price with three decimals, sending nothing', async () => {
    const api = mockApi({ me: admin, routes: {} });
    const { user } = renderApp('/admin/services/new');
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), 'x');
    await user.type(screen.getByRole('textbox', { name: 'List price (US dollars)' }), '1.999');
    await user.click(screen.getByRole('tab', { name: /Français/ }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Seulement un titre');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(
      await screen.findByText('Enter an amount over $0 and up to $100,000, with at most two decimals.'),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: /English, Has mistakes/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /Français, Has mistakes/ })).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/services')).toHaveLength(0);
  });

  it('archives a service only after the confirmation', async () => {
    const saved = service();
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/services/${saved.id}`]: () => jsonResponse(saved),
        [`POST /api/admin/services/${saved.id}/archive`]: () => jsonResponse({ ...saved, isActive: false }),
      },
    });
    const { user } = renderApp(`/admin/services/${saved.id}`);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `/api/admin/services/${saved.id}/archive`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeVisible();
    expect(api.callsTo('POST', `/api/admin/services/${saved.id}/archive`)).toHaveLength(1);
  });
});
