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
});
