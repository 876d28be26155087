import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_VIEW_STORAGE_KEY } from '@/features/dashboard/hooks/use-dashboard';
import {
  billingAnswer,
  dashboardRoutes,
  noBillingAnswer,
  orderAnswer,
  sharedTeamAnswer,
  teamListAnswer,
} from '@/testing/dashboard-fixtures';
import { defaultSettings, jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const crmUrl = 'https://crm.example.com/login';
/** An overview card by its h2 (the footer has headings of its own). */
const card = (name: string) =>
  within(screen.getByRole('main')).getByRole('heading', { level: 2, name }).closest('div.rounded-xl') as HTMLElement;

describe('dashboard overview, personal view', () => {
  it("shows a paying member's membership, next charge, team size, last three orders, quick links and setup", async () => {
    const { callsTo } = mockApi({
      me: makeMe({ isMember: true, hasCrmAccess: true }),
      settings: { ...defaultSettings, crmUrl },
      routes: dashboardRoutes({
        'GET /api/billing': () => jsonResponse(billingAnswer()),
        'GET /api/team': () => jsonResponse(teamListAnswer(3)),
        'GET /api/orders': () =>
          jsonResponse({
            orders: ['R-4', 'R-3', 'R-2', 'R-1'].map((number) => orderAnswer(number)),
            membershipOrders: [],
          }),
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();

    const membership = card('Membership');
    expect(await within(membership).findByText('Active')).toBeInTheDocument();
    expect(within(membership).getByText('$497.00 on March 1, 2026')).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Manage billing' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );

    const team = card('Team');
    expect(await within(team).findByText('3')).toBeInTheDocument();
    expect(within(team).getByText('3 of 50 places used')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Manage your team' })).toHaveAttribute('href', '/dashboard/team');

    const orders = card('Recent orders');
    expect(await within(orders).findByText('Order R-4')).toBeInTheDocument();
    expect(
      within(orders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Order R-4'),
      expect.stringContaining('Order R-3'),
      expect.stringContaining('Order R-2'),
    ]);
    expect(within(orders).getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/dashboard/orders');

    const links = card('Quick links');
    const crm = within(links).getByRole('link', { name: 'CRM login (opens in a new tab)' });
    expect(crm).toHaveAttribute('href', crmUrl);
    expect(crm).toHaveAttribute('target', '_blank');
    expect(within(links).getByRole('link', { name: 'Schedule onboarding' })).toHaveAttribute(
      'href',
      '/schedule-onboarding',
    );
    expect(within(links).getByRole('link', { name: 'University' })).toHaveAttribute('href', '/university');

    expect(within(card('Set up your AI receptionist')).getByRole('link', { name: 'Open the setup' })).toHaveAttribute(
      'href',
      '/setup',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByText(/coming to this page soon/)).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/team/shared')).toHaveLength(0);
  });

  it('tells a team member without membership that a team comes with it, without asking for a team', async () => {
    const { callsTo } = mockApi({
      me: makeMe({ isMember: false, hasTeamAccess: true, hasCrmAccess: false }),
      settings: { ...defaultSettings, crmUrl },
      routes: dashboardRoutes({ 'GET /api/billing': () => jsonResponse(noBillingAnswer()) }),
    });
    renderApp('/dashboard');
    const team = await screen.findByRole('heading', { level: 2, name: 'Team' });
    expect(team.closest('div.rounded-xl')).toHaveTextContent('Team members come with the membership');
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership-promo');
    expect(await within(card('Membership')).findByText('No membership')).toBeInTheDocument();
    expect(await within(card('Recent orders')).findByText('You have no orders yet.')).toBeInTheDocument();
    const links = card('Quick links');
    expect(within(links).queryByRole('link', { name: /CRM login/ })).not.toBeInTheDocument();
    expect(within(links).queryByRole('link', { name: 'Schedule onboarding' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/team')).toHaveLength(0);
  });
});

describe('dashboard overview, team view', () => {
  it("shows what the owner shares (team list, setup, the member's access) and never the owner's billing or orders", async () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-1' }));
    const { callsTo } = mockApi({
      me: makeMe({ isMember: false, hasTeamAccess: true, hasCrmAccess: true }),
      settings: { ...defaultSettings, crmUrl },
      routes: dashboardRoutes({
        'GET /api/team/shared': () => jsonResponse({ teams: [sharedTeamAnswer({ hasCrmAccess: false })] }),
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(
      await screen.findByText("You are viewing Olivia Owner's team: what Olivia Owner shares with the team."),
    ).toBeVisible();

    const team = card("Olivia Owner's team");
    const rows = within(team).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Olivia OwnerOwner',
      expect.stringMatching(/^Jane DoeYouActive.*jane@example\.com.*Manager$/),
      'sam@example.comInvitedAgent',
    ]);
    expect(within(team).queryByRole('button')).not.toBeInTheDocument();

    expect(card("Olivia Owner's AI receptionist")).toHaveTextContent('Olivia Owner sets up the team');
    const access = card('Your access on this team');
    expect(
      within(access)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Role: Manager', 'CRM access: No', 'AI assistant access: No']);
    // This team row has CRM off, so no CRM login here even though the account has one elsewhere.
    expect(within(card('Quick links')).queryByRole('link', { name: /CRM login/ })).not.toBeInTheDocument();

    for (const name of ['Membership', 'Recent orders', 'Your account']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(callsTo('GET', '/api/billing')).toHaveLength(0);
    expect(callsTo('GET', '/api/orders')).toHaveLength(0);
    expect(callsTo('GET', '/api/team')).toHaveLength(0);
  });

  it.each([
    ['/dashboard/billing', 'Billing belongs to each account', 'Your plan', 'GET /api/billing'],
    ['/dashboard/orders', 'Orders belong to each account', 'Marketplace orders', 'GET /api/orders'],
  ])('%s says it belongs to each account and switches to Personal', async (path, notice, personal, request) => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-1' }));
    const { callsTo } = mockApi({ me: makeMe({ hasTeamAccess: true }), routes: dashboardRoutes() });
    const { user } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 2, name: notice })).toBeInTheDocument();
    expect(screen.getByText(/Olivia Owner's (billing|orders) (is|are) not shared with the team/)).toBeVisible();
    const [method, pathname] = request.split(' ') as [string, string];
    expect(callsTo(method, pathname)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Switch to Personal' }));
    expect(await screen.findByRole('heading', { level: 2, name: personal })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'View' })).toHaveDisplayValue('Personal');
  });
});
