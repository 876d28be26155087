import { type AdminSearchResult, type AdminUserDetail, adminOrderHref, adminUserHref } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin', isMember: false });
const USER_ID = 'u_grace';
const ORDER_ID = '1a2b3c4d-8f0a-4d3b-9a55-3c1b1f0f9d11';

const grace: AdminUserDetail = {
  profile: {
    id: USER_ID,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    emailVerified: true,
    role: 'user',
    membership: 'none',
    createdAt: '2025-05-01T09:00:00.000Z',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: null,
    locale: 'en',
  },
  roles: [],
  isBootstrapAdmin: false,
  membership: { state: 'none', grantedOrderId: null, orders: [] },
  orders: { count: 0, paidCents: 0, latestAt: null, recent: [] },
  teams: { ownedMembers: 0, memberOf: [] },
  sessions: 1,
  audit: [],
};

const found: AdminSearchResult = {
  users: [{ id: USER_ID, name: 'Grace Hopper', email: 'grace@example.com', href: adminUserHref(USER_ID) }],
  orders: [
    {
      kind: 'order',
      id: ORDER_ID,
      receiptNumber: 'R-1A2B3C4D',
      customerEmail: 'grace@example.com',
      customerName: 'Grace Hopper',
      totalCents: 19_900,
      currency: 'usd',
      createdAt: '2026-11-20T10:00:00.000Z',
      href: adminOrderHref('order', ORDER_ID),
    },
  ],
};

/** The page under the layout in most tests: its own data fails to load, which is not what these tests look at. */
const failed = () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500);
const settingsPage = { 'GET /api/admin/settings': failed, 'GET /api/admin/settings/adapters': failed };

describe('the admin layout', { timeout: 30_000 }, () => {
  it('lists every section with an icon and names the signed-in admin', async () => {
    mockApi({ me: admin, routes: settingsPage });
    renderApp('/admin/settings');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const name of ['Support', 'AI agents', 'Campaign calculator']) {
      expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    const users = within(nav).getByRole('link', { name: 'Users' });
    expect(users).toHaveAttribute('href', '/admin/users');
    expect(screen.getByText('Jane Doe')).toBeVisible();
    expect(screen.getByText('jane@example.com')).toBeVisible();
  });

  it('shows breadcrumbs whose last step the detail page names', async () => {
    mockApi({ me: admin, routes: { [`GET /api/admin/users/${USER_ID}`]: () => jsonResponse(grace) } });
    const { user, router } = renderApp(`/admin/users/${USER_ID}`);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByText('Grace Hopper')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await user.click(within(trail).getByRole('link', { name: 'Users' }));
    expect(router.state.location.pathname).toBe('/admin/users');
    const usersTrail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(usersTrail).getByText('Users')).toHaveAttribute('aria-current', 'page');
    expect(within(usersTrail).queryByText('Grace Hopper')).toBeNull();
  });

  it('finds users and orders as you type; the arrows and Enter open one', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        ...settingsPage,
        'GET /api/admin/search': () => jsonResponse(found),
        [`GET /api/admin/users/${USER_ID}`]: () => jsonResponse(grace),
      },
    });
    const { user, router } = renderApp('/admin/settings');
    const box = await screen.findByRole('combobox', { name: 'Search users and orders' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'grace');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    expect(await within(results).findByRole('option', { name: /Grace Hopper/ })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(results).getByRole('group', { name: 'Orders' })).toHaveTextContent('R-1A2B3C4D');
    expect(within(results).getByRole('option', { name: 'All orders matching “grace”' })).toBeVisible();
    expect(api.callsTo('GET', '/api/admin/search').at(-1)!.url.searchParams.get('q')).toBe('grace');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const order = within(results).getByRole('option', { name: /R-1A2B3C4D/ });
    expect(order).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', order.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe(`/admin/users/${USER_ID}`);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, and the last options open the full lists searched', async () => {
    mockApi({
      me: admin,
      routes: { ...settingsPage, 'GET /api/admin/search': () => jsonResponse({ users: [], orders: [] }) },
    });
    const { user, router } = renderApp('/admin/settings');
    const box = await screen.findByRole('combobox', { name: 'Search users and orders' });
    await user.type(box, 'nobody@x');
    expect(await screen.findByText('No user or order matches.', { selector: 'p:not(.sr-only)' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'All orders matching “nobody@x”' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(router.state.location.search).toBe('?search=nobody%40x');
  });

  it('opens the same pages as the server’s search results say', () => {
    expect(adminUserHref('a b')).toBe(paths.admin.user.getHref('a b'));
    expect(adminOrderHref('membership', ORDER_ID)).toBe(paths.admin.order.getHref('membership', ORDER_ID));
  });
});
