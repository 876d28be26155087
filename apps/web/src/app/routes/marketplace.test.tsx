import type { MarketplaceService, MarketplaceServiceList, MarketplaceViewer } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { expectToast } from '@/testing/notices';
import { renderApp } from '@/testing/render-app';

const service = (slug: string, title: string, category: MarketplaceService['category'], listPriceCents: number) => ({
  slug,
  title,
  description: `${title} for service businesses.`,
  category,
  image: 'star',
  isMemberOnly: true,
  features: ['Set up for you'],
  lang: 'en',
  listPriceCents,
});
const SERVICES = [
  service('ai-receptionist', 'AI Receptionist', 'voice-agents', 199_700),
  service('review-booster', 'Review Booster', 'marketing', 79_700),
  service('crm-setup', 'CRM Pipeline Setup', 'sales', 179_701),
];

/** What the server answers for a viewer: prices for members only. */
const listFor = (viewer: MarketplaceViewer): MarketplaceServiceList => ({
  viewer,
  services: SERVICES.map(({ listPriceCents, ...rest }) => ({
    ...rest,
    price:
      viewer === 'member' || viewer === 'past-due'
        ? { listPriceCents, memberPriceCents: Math.round(listPriceCents / 2) }
        : null,
  })),
});

const cards = async () => {
  const list = await screen.findByRole('list', { name: 'Services' });
  return within(list).getAllByRole('article');
};

describe('/marketplace', { timeout: 20_000 }, () => {
  it('shows a visitor the cards with badges, no prices, no cart, and the sign-up prompt', async () => {
    mockApi({ routes: { 'GET /api/services': () => jsonResponse(listFor('visitor')) } });
    renderApp('/marketplace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    expect(await cards()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Sign up free to see prices' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth');
    const card = screen.getByRole('article', { name: 'AI Receptionist' });
    expect(within(card).getByText('Members only')).toBeVisible();
    expect(within(card).getByText('50% off for members')).toBeVisible();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^add to cart/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /cart/i })).toBeNull();
  });

  it('asks a signed-in non-member to become a member, with the way to the membership page and no prices', async () => {
    mockApi({
      me: makeMe({ isMember: false }),
      routes: { 'GET /api/services': () => jsonResponse(listFor('non-member')) },
    });
    renderApp('/marketplace');
    expect(
      await screen.findByRole('heading', { name: 'Become a member to unlock 50% off and checkout' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View membership' })).toHaveAttribute('href', '/membership-promo');
    expect(screen.queryByText(/under review/i)).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^add to cart/i })).toBeNull();
  });

  it('shows a past-due member the prices with checkout paused and the reason, and the way to billing', async () => {
    mockApi({
      me: makeMe({ membershipState: 'past_due', membershipGraceEndsAt: '2026-03-15T00:00:00.000Z' }),
      routes: { 'GET /api/services': () => jsonResponse(listFor('past-due')) },
    });
    renderApp('/marketplace');
    expect(
      await screen.findByRole('heading', { name: 'Checkout is paused: your membership payment is past due' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/dashboard/billing');
    const receptionist = screen.getByRole('article', { name: 'AI Receptionist' });
    expect(within(receptionist).getByText('$998.50')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^add to cart/i })).toBeNull();
  });

  it('shows a member the struck list price and the member price, and the cart rules with their notices', async () => {
    mockApi({ me: makeMe(), routes: { 'GET /api/services': () => jsonResponse(listFor('member')) } });
    const { user } = renderApp('/marketplace');
    await cards();
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    const receptionist = screen.getByRole('article', { name: 'AI Receptionist' });
    expect(within(receptionist).getByText('$1,997').tagName).toBe('S');
    expect(within(receptionist).getByText('$998.50')).toBeVisible();
    expect(within(receptionist).getByText('List price $1,997, member price $998.50')).toBeInTheDocument();
    // Product data from the database is English in every language of the page.
    for (const text of ['AI Receptionist', 'AI Receptionist for service businesses.', 'Set up for you']) {
      expect(within(receptionist).getByText(text)).toHaveAttribute('lang', 'en');
      expect(within(receptionist).getByText(text)).toHaveAttribute('dir', 'auto');
    }

    await user.click(within(receptionist).getByRole('button', { name: 'Add to cart (AI Receptionist)' }));
    await expectToast('Added to cart');
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('AI Receptionist')).toBeVisible();
    expect(within(drawer).getByText('$998.50')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Increase the quantity of AI Receptionist' }));
    expect(within(drawer).getByText('$1,997')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Decrease the quantity of AI Receptionist' }));
    await user.keyboard('{Escape}');

    await user.click(within(receptionist).getByRole('button', { name: 'Add to cart (AI Receptionist)' }));
    await expectToast('Already in cart');
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toHaveTextContent('Total items: 1');
  });

  it('filters by category and searches case-insensitively, with an empty result that can be reset', async () => {
    mockApi({ routes: { 'GET /api/services': () => jsonResponse(listFor('visitor')) } });
    const { user } = renderApp('/marketplace');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Sales and CRM' }));
    expect((await cards()).map((card) => card.getAttribute('aria-labelledby'))).toEqual(['service-crm-setup']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'REVIEW');
    expect(await cards()).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'zzz');
    expect(screen.getByText('No services match your filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await cards()).toHaveLength(3);
  });

  it('shows the empty state when there are no services, and an error with a retry', async () => {
    let fail = true;
    mockApi({
      routes: {
        'GET /api/services': () =>
          fail
            ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
            : jsonResponse({ viewer: 'visitor', services: [] }),
      },
    });
    const { user } = renderApp('/marketplace');
    expect(await screen.findByRole('alert')).toHaveTextContent('The services could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No services are available yet. Please check back soon.')).toBeVisible();
  });
});
