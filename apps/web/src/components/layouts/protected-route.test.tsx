import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, noBillingAnswer } from '@/testing/dashboard-fixtures';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const expectPath = async (router: ReturnType<typeof renderApp>['router'], pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname));

describe('route guard (spec §2)', () => {
  it('shows a centred spinner while the session is loading', async () => {
    mockApi({ me: 'pending' });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-out visitor to /auth', async () => {
    mockApi({ me: null });
    const { router } = renderApp('/order-history');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await expectPath(router, '/auth');
  });

  it('sends a signed-in user without membership or team access from /dashboard to /membership-promo', async () => {
    mockApi({ me: makeMe({ isMember: false, hasTeamAccess: false }) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    await expectPath(router, '/membership-promo');
  });

  it('sends staff (member role) without membership or team access from /dashboard to /staff-dashboard', async () => {
    mockApi({ me: makeMe({ role: 'member', isMember: false, hasTeamAccess: false }) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeInTheDocument();
    await expectPath(router, '/staff-dashboard');
  });

  it('sends an admin without membership or team access from /dashboard to /admin', async () => {
    mockApi({ me: makeMe({ role: 'admin', isMember: false, hasTeamAccess: false }) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    await expectPath(router, '/admin');
  });

  it.each([
    ['staff with a membership', makeMe({ role: 'member', isMember: true, hasTeamAccess: false })],
    ['an admin with team access', makeMe({ role: 'admin', isMember: false, hasTeamAccess: true })],
  ])('lets %s open /dashboard', async (_, me) => {
    mockApi({ me, routes: dashboardRoutes({ 'GET /api/team/shared': () => jsonResponse({ teams: [] }) }) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([['/dashboard/team'], ['/dashboard/billing'], ['/dashboard/orders'], ['/dashboard/settings']])(
    'keeps %s open to a signed-in user without membership or team access',
    async (path) => {
      mockApi({
        me: makeMe({ isMember: false, hasTeamAccess: false }),
        routes: dashboardRoutes({ 'GET /api/billing': () => jsonResponse(noBillingAnswer()) }),
      });
      const { router } = renderApp(path);
      expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('lets a team member without membership open /dashboard', async () => {
    mockApi({ me: makeMe({ isMember: false, hasTeamAccess: true }), routes: dashboardRoutes() });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('does not require membership on other signed-in pages', async () => {
    mockApi({
      me: makeMe({ isMember: false }),
      routes: { 'GET /api/orders': () => jsonResponse({ orders: [], membershipOrders: [] }) },
    });
    renderApp('/order-history');
    expect(await screen.findByRole('heading', { name: 'Order history' })).toBeInTheDocument();
  });

  it('sends a user whose role is not enough to /dashboard', async () => {
    mockApi({ me: makeMe({ role: 'user' }), routes: dashboardRoutes() });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane' })).toBeInTheDocument();
    await expectPath(router, '/dashboard');
  });

  it('treats a failed role lookup (none) as not enough', async () => {
    mockApi({ me: makeMe({ role: 'none' }), routes: dashboardRoutes() });
    const { router } = renderApp('/staff-dashboard');
    await expectPath(router, '/dashboard');
  });

  it('lets staff (member role) open /staff-dashboard but not /admin, which sends them back to it', async () => {
    mockApi({ me: makeMe({ role: 'member' }), routes: dashboardRoutes() });
    const { router } = renderApp('/staff-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeInTheDocument();

    for (const path of ['/admin', '/admin/blog', '/admin/users']) {
      await router.navigate(path);
      await expectPath(router, '/staff-dashboard');
    }
  });

  it('lets an admin into every role-gated page', async () => {
    mockApi({
      me: makeMe({ role: 'admin', user: { ...makeMe().user, email: 'boss@example.com' } }),
      routes: {
        'GET /api/admin/demo-agents/agent-7': () =>
          jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Not an id.' } }, 400),
      },
    });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();

    await router.navigate('/admin/ai-agents/edit/agent-7');
    expect(await screen.findByRole('heading', { name: 'Edit AI agent' })).toBeInTheDocument();
    await router.navigate('/staff-dashboard');
    // A lazy page of its own (the staff layout and queue): give its chunks time on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('shows name, e-mail, role and membership state from /api/session', async () => {
    mockApi({ me: makeMe({ isMember: true, hasTeamAccess: false, hasAiAccess: true }), routes: dashboardRoutes() });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane' })).toBeInTheDocument();
    const account = (await screen.findByRole('heading', { level: 2, name: 'Your account' })).closest('div.rounded-xl');
    const rows = Object.fromEntries(
      within(account as HTMLElement)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      Name: 'Jane Doe',
      Email: 'jane@example.com',
      Role: 'Customer',
      Membership: 'Active',
      'Team access': 'No',
      'AI assistant access': 'Yes',
    });
  });
});
