import type { AdminUserDetail, AdminUserRow } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin', isMember: false });
const USER_ID = 'u_grace';

const row = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: USER_ID,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  emailVerified: true,
  role: 'user',
  membership: 'none',
  createdAt: '2025-05-01T09:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  profile: { ...row(), firstName: 'Grace', lastName: 'Hopper', phone: null, locale: 'en' },
  roles: [],
  isBootstrapAdmin: false,
  membership: { state: 'none', grantedOrderId: null, orders: [] },
  orders: { count: 0, paidCents: 0, latestAt: null, recent: [] },
  teams: { ownedMembers: 0, memberOf: [] },
  sessions: 1,
  audit: [],
  ...overrides,
});

describe('/admin/users', { timeout: 30_000 }, () => {
  it('lists users and filters, sorts and searches on the server through the URL', async () => {
    const api = mockApi({
      me: admin,
      routes: { 'GET /api/admin/users': () => jsonResponse({ users: [row()], page: 1, pageSize: 25, total: 1 }) },
    });
    const { user, router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Users, 1 in all' });
    expect(within(table).getByRole('link', { name: 'Open Grace Hopper' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    expect(within(table).getByText('No membership')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Sort by Name/ }));
    expect(router.state.location.search).toBe('?sort=name&direction=desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'member');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Membership' }), 'active');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toMatchObject({ search: 'grace', role: 'member', membership: 'active' });
    const last = api.callsTo('GET', '/api/admin/users').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({
      search: 'grace',
      role: 'member',
      membership: 'active',
      sort: 'name',
    });
  });

  it('shows the failed state', async () => {
    mockApi({
      me: admin,
      routes: { 'GET /api/admin/users': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) },
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be loaded.');
  });

  it('shows the empty state', async () => {
    mockApi({
      me: admin,
      routes: { 'GET /api/admin/users': () => jsonResponse({ users: [], page: 1, pageSize: 25, total: 0 }) },
    });
    renderApp('/admin/users?search=nobody');
    expect(await screen.findByText('No user matches these filters.')).toBeVisible();
  });

  it('makes a user staff after a confirmation', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/users/${USER_ID}`]: () => jsonResponse(detail()),
        [`PUT /api/admin/users/${USER_ID}/roles/member`]: () =>
          jsonResponse(detail({ roles: ['member'], profile: { ...detail().profile, role: 'member' } })),
      },
    });
    const { user } = renderApp(`/admin/users/${USER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Make staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make grace@example.com staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Current role: Staff')).toBeVisible();
    expect(api.callsTo('PUT', `/api/admin/users/${USER_ID}/roles/member`)).toHaveLength(1);
  });

  it('explains in the dialog why the ADMIN_EMAIL account keeps its admin role', async () => {
    mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/users/${USER_ID}`]: () =>
          jsonResponse(detail({ isBootstrapAdmin: true, profile: { ...detail().profile, role: 'admin' } })),
        [`DELETE /api/admin/users/${USER_ID}/roles/admin`]: () =>
          jsonResponse({ error: { code: 'ADMIN_ROLE_PROTECTED', message: 'Protected' } }, 409),
      },
    });
    const { user } = renderApp(`/admin/users/${USER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Remove admin role' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The ADMIN_EMAIL account is always an admin: its admin role cannot be revoked.',
    );
  });

  it('grants a membership with a reason after a confirmation', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/users/${USER_ID}`]: () => jsonResponse(detail()),
        [`POST /api/admin/users/${USER_ID}/membership`]: () =>
          jsonResponse(detail({ membership: { state: 'active', grantedOrderId: 'o1', orders: [] } })),
      },
    });
    const { user } = renderApp(`/admin/users/${USER_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Deal by phone');
    await user.click(screen.getByRole('button', { name: 'Grant membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a membership to grace@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('State: Active')).toBeVisible();
    expect(api.callsTo('POST', `/api/admin/users/${USER_ID}/membership`)[0]?.body).toEqual({ reason: 'Deal by phone' });
  });

  it('signs a user out everywhere after a confirmation', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/users/${USER_ID}`]: () => jsonResponse(detail()),
        [`POST /api/admin/users/${USER_ID}/actions/revoke-sessions`]: () => jsonResponse(detail({ sessions: 0 })),
      },
    });
    const { user } = renderApp(`/admin/users/${USER_ID}`);
    expect(await screen.findByText('Active sessions: 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign grace@example.com out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Active sessions: 0')).toBeVisible();
    expect(api.callsTo('POST', `/api/admin/users/${USER_ID}/actions/revoke-sessions`)).toHaveLength(1);
  });
});
