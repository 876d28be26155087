import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminDashboard } from '@/testing/admin-dashboard-fixture';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin', isMember: false });

const figures = makeAdminDashboard({
  revenue: {
    membershipCheckoutsCents: { current: 200_000, previous: 100_000 },
    monthlyChargesCents: { current: 49_700, previous: 0 },
    marketplaceCents: { current: 25_000, previous: 25_000 },
    refundsCents: { current: 11_500, previous: 0 },
    netCents: { current: 263_200, previous: 125_000 },
  },
  signUps: { current: 3, previous: 4 },
  members: {
    active: 12,
    pastDue: 1,
    cancelled: 2,
    joined: { current: 3, previous: 1 },
    left: { current: 1, previous: 0 },
  },
  revenueByMonth: [
    { month: '2025-04', membershipCents: 100_000, marketplaceCents: 25_000, refundsCents: 0, netCents: 125_000 },
    { month: '2025-05', membershipCents: 249_700, marketplaceCents: 25_000, refundsCents: 11_500, netCents: 263_200 },
  ],
  activity: [{ bucket: '2025-05-03', signUps: 2, demoBookings: 1, voiceDemoSessions: 0 }],
  funnel: [
    { step: 'visit', current: 40, previous: 30 },
    { step: 'demoOrRoi', current: 10, previous: 5 },
    { step: 'pricing', current: 8, previous: 6 },
    { step: 'checkout', current: 2, previous: 2 },
    { step: 'paid', current: 1, previous: 0 },
  ],
});

describe('/admin dashboard', { timeout: 30_000 }, () => {
  it('shows each figure against the previous period, in words for screen readers, with tables behind the charts', async () => {
    const api = mockApi({ me: admin, routes: { 'GET /api/admin/dashboard': () => jsonResponse(figures) } });
    const { user, router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    const net = within(revenue).getByText('Net revenue').closest('div')!;
    expect(within(net as HTMLElement).getByText('$2,632.00')).toBeVisible();
    expect(within(net as HTMLElement).getByText('Up 111% from $1,250.00 in the previous period.')).toHaveClass(
      'sr-only',
    );
    const signUps = within(screen.getByRole('region', { name: 'Growth' }))
      .getByText('Sign-ups')
      .closest('div')!;
    expect(within(signUps as HTMLElement).getByText('Down 25% from 4 in the previous period.')).toBeInTheDocument();
    const monthly = within(revenue).getByText('Monthly charges').closest('div')!;
    expect(within(monthly as HTMLElement).getByText('Up from $0.00 in the previous period.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Members' })).getByText('12')).toBeVisible();

    // The charts load in their own chunk; each has its data as a table.
    const revenueChart = await screen.findByRole('figure', { name: 'Revenue by month' }, { timeout: 15_000 });
    await user.click(within(revenueChart).getByText('Show as table'));
    const table = within(revenueChart).getByRole('table', { name: 'Revenue by month' });
    expect(within(table).getByRole('rowheader', { name: 'May 2025' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '$2,632.00' })).toBeVisible();
    const funnel = screen.getByRole('figure', { name: 'Visitor funnel' });
    await user.click(within(funnel).getByText('Show as table'));
    const paidRow = within(funnel).getByRole('rowheader', { name: 'Paid' }).closest('tr')!;
    expect(
      within(paidRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '3%', '0']);

    // The period lives in the URL and is what the server is asked for.
    await user.click(screen.getByRole('link', { name: '90 days' }));
    expect(router.state.location.search).toBe('?period=90d');
    expect(screen.getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/api/admin/dashboard').at(-1)!.url.searchParams.get('period')).toBe('90d');
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    await user.type(screen.getByLabelText('To'), '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?from=2025-01-01&to=2025-03-31');
    const last = api.callsTo('GET', '/api/admin/dashboard').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ from: '2025-01-01', to: '2025-03-31' });
  });

  it('says when nothing happened, and offers to retry when the figures fail', async () => {
    let fail = true;
    mockApi({
      me: admin,
      routes: {
        'GET /api/admin/dashboard': () =>
          fail
            ? jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Bad period.' } }, 400)
            : jsonResponse(makeAdminDashboard()),
      },
    });
    const { user } = renderApp('/admin?from=2025-03-02&to=2025-03-01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing was recorded in this period or the one before it.')).toBeVisible();
  });
});
