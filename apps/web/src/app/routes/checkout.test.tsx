import type { MarketplaceServiceList } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const CART = [
  { id: 'ai-receptionist', title: 'AI Receptionist', quantity: 2 },
  { id: 'review-booster', title: 'Review Booster', quantity: 1 },
];

const service = (slug: string, title: string, listPriceCents: number | null) => ({
  slug,
  title,
  description: `${title} for service businesses.`,
  category: 'voice-agents' as const,
  image: 'star',
  isMemberOnly: true,
  features: ['Set up for you'],
  lang: 'en',
  price: listPriceCents === null ? null : { listPriceCents, memberPriceCents: Math.round(listPriceCents / 2) },
});

const memberList: MarketplaceServiceList = {
  viewer: 'member',
  services: [
    service('ai-receptionist', 'AI Receptionist', 199_700),
    service('review-booster', 'Review Booster', 79_700),
  ],
};

const withCart = (items = CART) => window.localStorage.setItem('receptiva.cart', JSON.stringify(items));

describe('/checkout', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in, with no Pay button', async () => {
    withCart();
    mockApi({ me: null });
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('asks a non-member to become a member, links to /membership-promo, and offers no Pay', async () => {
    withCart();
    mockApi({ me: makeMe({ isMember: false }) });
    renderApp('/checkout');
    expect(
      await screen.findByRole('heading', { name: 'Become a member to unlock 50% off and checkout' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View membership' })).toHaveAttribute('href', '/membership-promo');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('pauses checkout for a past-due member with the reason and the way to billing', async () => {
    withCart();
    mockApi({ me: makeMe({ membershipState: 'past_due', membershipGraceEndsAt: '2026-03-15T00:00:00.000Z' }) });
    renderApp('/checkout');
    expect(
      await screen.findByRole('heading', { name: 'Checkout is paused: your membership payment is past due' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/dashboard/billing');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows a member with an empty cart the way to the marketplace', async () => {
    mockApi({ me: makeMe({ isMember: true }) });
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('shows a member the lines at the member price and sends only slugs and quantities when paying', async () => {
    withCart();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = mockApi({
      me: makeMe({ isMember: true }),
      routes: {
        'GET /api/services': () => jsonResponse(memberList),
        'POST /api/orders/checkout': () => jsonResponse({ url: 'http://localhost:3000/api/test-checkout/cs_1' }),
      },
    });
    const { user } = renderApp('/checkout');
    const items = await screen.findByRole('region', { name: 'Services in your cart' });
    expect(within(items).getByText('$3,994.00')).toHaveClass('line-through');
    expect(within(items).getByText('$1,997.00')).toBeVisible();
    expect(within(items).getByText('$398.50')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Total items: 3' })).toBeVisible();
    expect(screen.getByText('−$2,395.50')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay $2,395.50' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/api/test-checkout/cs_1'));
    expect(api.callsTo('POST', '/api/orders/checkout')[0]!.body).toEqual({
      items: [
        { slug: 'ai-receptionist', quantity: 2 },
        { slug: 'review-booster', quantity: 1 },
      ],
      locale: 'en',
    });
  });

  it('shows the spec §8 Payment Error toast when the session cannot be created, and Pay works again', async () => {
    withCart();
    mockApi({
      me: makeMe({ isMember: true }),
      routes: {
        'GET /api/services': () => jsonResponse(memberList),
        'POST /api/orders/checkout': () =>
          jsonResponse({ error: { code: 'MEMBERSHIP_REQUIRED', message: 'Members only.' } }, 403),
      },
    });
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Pay $2,395.50' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to create payment session. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $2,395.50' })).toBeEnabled();
  });

  it('shows Error when the answer has no checkout URL', async () => {
    withCart();
    mockApi({
      me: makeMe({ isMember: true }),
      routes: {
        'GET /api/services': () => jsonResponse(memberList),
        'POST /api/orders/checkout': () => jsonResponse({}),
      },
    });
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Pay $2,395.50' }));
    expect(await screen.findByText('Failed to process payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('blocks Pay while a service in the cart is no longer offered, until it is removed', async () => {
    withCart([...CART, { id: 'retired-service', title: 'Retired Service', quantity: 1 }]);
    mockApi({ me: makeMe({ isMember: true }), routes: { 'GET /api/services': () => jsonResponse(memberList) } });
    const { user } = renderApp('/checkout');
    expect(await screen.findByText('This service is no longer available.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $2,395.50' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Retired Service from your cart' }));
    expect(screen.getByRole('button', { name: 'Pay $2,395.50' })).toBeEnabled();
  });
});
