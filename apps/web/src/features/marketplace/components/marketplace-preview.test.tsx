import type { MarketplaceServiceList } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { MarketplacePreview } from './marketplace-preview';

const SERVICES: MarketplaceServiceList = {
  viewer: 'visitor',
  services: Array.from({ length: 8 }, (_, index) => ({
    slug: `service-${index + 1}`,
    title: `Service ${index + 1}`,
    description: `What service ${index + 1} does.`,
    lang: 'en',
    category: 'marketing',
    image: 'star',
    isMemberOnly: true,
    features: [],
    price: null,
  })),
};

const renderPreview = () =>
  renderRoutes(
    [
      { path: '/pricing', element: <MarketplacePreview /> },
      { path: '/marketplace', element: <h1>Marketplace page</h1> },
    ],
    { path: '/pricing' },
  );

describe('MarketplacePreview (pricing page)', () => {
  it('shows the first six services as locked member-only cards with a button to /marketplace', async () => {
    mockApi({ routes: { 'GET /api/services': () => jsonResponse(SERVICES) } });
    const { user, router } = renderPreview();
    const list = screen.getByRole('list', { name: 'Member-only services' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(await within(list).findByText('Service 1: members only, prices visible to members')).toBeInTheDocument();
    expect(within(list).getByText('Service 6: members only, prices visible to members')).toBeInTheDocument();
    expect(within(list).queryByText(/Service 7/)).toBeNull();
    expect(within(list).getAllByText('$1,997')).toHaveLength(6);
    expect(within(list).getAllByText('Members only')).toHaveLength(6);
    await user.click(screen.getByRole('link', { name: 'Browse the marketplace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
  });

  it('is hidden for members', async () => {
    mockApi({ me: makeMe({ isMember: true }), routes: { 'GET /api/services': () => jsonResponse(SERVICES) } });
    renderPreview();
    expect(screen.getByRole('heading', { name: 'The member marketplace' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The member marketplace' })).toBeNull());
  });
});
