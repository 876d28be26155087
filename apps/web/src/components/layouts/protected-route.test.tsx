import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('lets a team member without membership open /dashboard', async () => {
    mockApi({ me: makeMe({ isMember: false, hasTeamAccess: true }) });
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
    mockApi({ me: makeMe({ role: 'user' }) });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane' })).toBeInTheDocument();
    await expectPath(router, '/dashboard');
  });

  it('treats a failed role lookup (none) as not enough', async () => {
    mockApi({ me: makeMe({ role: 'none' }) });
    const { router } = renderApp('/staff-dashboard');
    await expectPath(router, '/dashboard');
  });

  it('lets staff (member role) open /staff-dashboard but not /admin', async () => {
    mockApi({ me: makeMe({ role: 'member' }) });
    const { router } = renderApp('/staff-dashboard');
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();

    await router.navigate('/admin');
    await expectPath(router, '/dashboard');
  });

  it('lets an admin into every role-gated page', async () => {
    mockApi({ me: makeMe({ role: 'admin', user: { ...makeMe().user, email: 'boss@example.com' } }) });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as boss@example.com')).toBeInTheDocument();

    await router.navigate('/admin/ai-agents/edit/agent-7');
    expect(await screen.findByRole('heading', { name: 'Edit AI agent' })).toBeInTheDocument();
    await router.navigate('/staff-dashboard');
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('shows name, e-mail, role and membership state from /api/session', async () => {
    mockApi({ me: makeMe({ isMember: true, hasTeamAccess: false, hasAiAccess: true }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane' })).toBeInTheDocument();
    const rows = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
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
