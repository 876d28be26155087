import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '@/testing/dashboard-fixtures';
import { makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SECTIONS = [
  ['Overview', '/dashboard'],
  ['Team', '/dashboard/team'],
  ['Billing', '/dashboard/billing'],
  ['Orders', '/dashboard/orders'],
  ['Support', '/dashboard/support'],
  ['Settings', '/dashboard/settings'],
  ['AI assistant', '/dashboard/assistant'],
] as const;

const dashboardNav = () => screen.getByRole('navigation', { name: 'Dashboard' });

const expectCurrent = (name: string) => {
  for (const [label] of SECTIONS) {
    const link = within(dashboardNav()).getByRole('link', { name: label });
    if (label === name) expect(link).toHaveAttribute('aria-current', 'page');
    else expect(link).not.toHaveAttribute('aria-current');
  }
};

describe('dashboard layout', () => {
  it('shows the same navigation on every dashboard page, the current page marked', async () => {
    mockApi({ me: makeMe(), routes: dashboardRoutes() });
    const { router, user } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();
    const links = within(dashboardNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
    expectCurrent('Overview');

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Billing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/billing');
    expectCurrent('Billing');

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    expectCurrent('Orders');

    for (const [name, path] of [
      ['Team', '/dashboard/team'],
      ['Settings', '/dashboard/settings'],
      ['Overview', '/dashboard'],
    ] as const) {
      await user.click(within(dashboardNav()).getByRole('link', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expectCurrent(name);
    }
  });

  it('shows no view switcher to a user without team access', async () => {
    const { callsTo } = mockApi({ me: makeMe({ hasTeamAccess: false }), routes: dashboardRoutes() });
    renderApp('/dashboard/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'View' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/team/shared')).toHaveLength(0);
  });

  it('shows the view switcher on every dashboard page to a team member', async () => {
    mockApi({ me: makeMe({ hasTeamAccess: true }), routes: dashboardRoutes() });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByRole('combobox', { name: 'View' })).toHaveDisplayValue('Personal');
    for (const name of ['Team', 'Billing', 'Orders', 'Settings']) {
      await user.click(within(dashboardNav()).getByRole('link', { name }));
      expect(screen.getByRole('combobox', { name: 'View' })).toBeInTheDocument();
    }
  });

  it('shows the past-due banner with the way to billing on every dashboard page, and none otherwise', async () => {
    mockApi({
      me: makeMe({ membershipState: 'past_due', membershipGraceEndsAt: '2026-03-15T00:00:00.000Z' }),
      routes: dashboardRoutes(),
    });
    const { user } = renderApp('/dashboard');
    const banner = await screen.findByRole('alert', { name: 'Your last membership payment did not go through' });
    expect(banner).toHaveTextContent('Your membership stays active until March 15, 2026');
    await user.click(within(dashboardNav()).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const link = within(screen.getByTestId('past-due-notice')).getByRole('link', { name: 'Go to billing' });
    expect(link).toHaveAttribute('href', '/dashboard/billing');
  });

  it('shows no past-due banner to an active member', async () => {
    mockApi({ me: makeMe(), routes: dashboardRoutes() });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(screen.queryByTestId('past-due-notice')).not.toBeInTheDocument();
  });
});
