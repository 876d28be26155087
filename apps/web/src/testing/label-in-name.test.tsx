import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HiddenContext } from '@/components/ui/accessible-text';
import { i18n } from '@/lib/i18n';
import { findLabelInNameViolations } from './label-in-name';
import { jsonResponse, makeMe, mockApi } from './mock-api';
import { renderApp } from './render-app';

const PAGE = { timeout: 10_000 };

describe('findLabelInNameViolations', () => {
  it('finds an aria-label that rewords the visible text, and accepts the other ways of naming a control', () => {
    const { container } = render(
      <>
        <button type="button" aria-label="Add Review Booster to cart">
          Add to cart
        </button>
        <button type="button">
          Add to cart<HiddenContext>(Review Booster)</HiddenContext>
        </button>
        <button type="button" aria-label="Language: English">
          <span className="hidden sm:inline">English</span>
        </button>
        <button type="button" aria-label="Close">
          <svg aria-hidden="true" />
        </button>
        <a href="/cart" aria-label="Shopping basket">
          Cart <span aria-hidden="true">(2)</span>
        </a>
      </>,
    );
    expect(findLabelInNameViolations(container)).toEqual(['button "add to cart"', 'link "cart"']);
  });
});

/** A member's view of every page with a product button, in each site language: what the translations do too. */
describe('every button and link says what it shows (WCAG 2.5.3)', { timeout: 120_000 }, () => {
  const service = (slug: string, title: string, price: number | null) => ({
    slug,
    title,
    description: `${title} for service businesses.`,
    category: 'voice-agents' as const,
    image: 'star',
    isMemberOnly: true,
    features: ['Set up for you'],
    price: price === null ? null : { listPriceCents: price, memberPriceCents: price / 2 },
  });
  const agent = { id: 'dental', name: 'Dental front desk', industry: 'Dental', description: 'Books cleanings.' };

  const expectEveryLanguage = async () => {
    for (const language of SITE_LANGUAGE_CODES) {
      await act(() => i18n.changeLanguage(language));
      expect(findLabelInNameViolations(document.body), language).toEqual([]);
    }
  };

  it('/marketplace with the cart open, and /checkout with a retired service', async () => {
    window.localStorage.setItem(
      'receptiva.cart',
      JSON.stringify([{ id: 'retired', title: 'Retired Service', quantity: 1 }]),
    );
    mockApi({
      me: makeMe({ isMember: true }),
      routes: {
        'GET /api/services': () =>
          jsonResponse({ viewer: 'member', services: [service('review-booster', 'Review Booster', 79_700)] }),
      },
    });
    const { user, router } = renderApp('/marketplace');
    const card = await screen.findByRole('article', { name: 'Review Booster' }, PAGE);
    await user.click(within(card).getByRole('button', { name: 'Add to cart (Review Booster)' }));
    await screen.findByRole('dialog', { name: 'Your cart' }, PAGE);
    await expectEveryLanguage();

    await act(() => i18n.changeLanguage('en'));
    await user.keyboard('{Escape}');
    await act(() => router.navigate('/checkout'));
    await screen.findByRole('button', { name: 'Remove Retired Service from your cart' }, PAGE);
    await expectEveryLanguage();
  });

  it('the home page, every section hydrated, and /auth', async () => {
    mockApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(document.querySelectorAll('[data-section-ready]')).toHaveLength(9), PAGE);
    await expectEveryLanguage();

    await act(() => i18n.changeLanguage('en'));
    await act(() => router.navigate('/auth'));
    await screen.findByRole('form', { name: 'Welcome back' }, PAGE);
    await expectEveryLanguage();
  });

  it('/agents', async () => {
    mockApi({
      routes: {
        'GET /api/demo-agents': () =>
          jsonResponse({
            agents: [
              { ...agent, color: '#0ea5e9', voiceAgentId: 'local-dental', firstMessage: 'Hi', defaultLanguage: 'en' },
            ],
          }),
      },
    });
    renderApp('/agents');
    await screen.findByRole('button', { name: 'Start a call with the Dental receptionist' }, PAGE);
    await waitFor(() => expect(findLabelInNameViolations(document.body)).toEqual([]));
    await expectEveryLanguage();
  });
});
