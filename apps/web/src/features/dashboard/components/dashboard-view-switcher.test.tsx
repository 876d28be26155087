import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, sharedTeamAnswer } from '@/testing/dashboard-fixtures';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { DASHBOARD_VIEW_STORAGE_KEY } from '../hooks/use-dashboard';

const teams = [sharedTeamAnswer(), sharedTeamAnswer({ ownerId: 'owner-2', ownerName: 'Bruno Boss' })];
const stored = () => JSON.parse(localStorage.getItem(DASHBOARD_VIEW_STORAGE_KEY) ?? 'null');
const switcher = () => screen.findByRole('combobox', { name: 'View' });

describe('dashboard view switcher', () => {
  it("offers Personal and each owner's team, and keeps the choice across a reload", async () => {
    mockApi({
      me: makeMe({ hasTeamAccess: true }),
      routes: dashboardRoutes({ 'GET /api/team/shared': () => jsonResponse({ teams }) }),
    });
    const first = renderApp('/dashboard');
    const select = await switcher();
    expect(select).toHaveDisplayValue('Personal');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Personal',
      "Olivia Owner's team",
      "Bruno Boss's team",
    ]);

    await first.user.selectOptions(select, "Bruno Boss's team");
    expect(await screen.findByRole('heading', { name: "Bruno Boss's team" })).toBeInTheDocument();
    expect(stored()).toEqual({ view: 'team', ownerId: 'owner-2' });
    first.unmount();

    renderApp('/dashboard/billing');
    expect(await switcher()).toHaveDisplayValue("Bruno Boss's team");
    expect(await screen.findByRole('heading', { name: 'Billing belongs to each account' })).toBeInTheDocument();
  });

  it('goes back to Personal when chosen', async () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-1' }));
    mockApi({ me: makeMe({ hasTeamAccess: true }), routes: dashboardRoutes() });
    const { user } = renderApp('/dashboard');
    const select = await switcher();
    expect(select).toHaveDisplayValue("Olivia Owner's team");
    await user.selectOptions(select, 'Personal');
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    expect(stored()).toEqual({ view: 'personal', ownerId: null });
  });

  it('falls back to Personal when the stored owner is no longer among the teams', async () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-gone' }));
    mockApi({ me: makeMe({ hasTeamAccess: true }), routes: dashboardRoutes() });
    renderApp('/dashboard');
    expect(await switcher()).toHaveDisplayValue('Personal');
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual({ view: 'personal', ownerId: null }));
  });

  it('falls back to Personal when the user has no team access any more', async () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-1' }));
    const { callsTo } = mockApi({ me: makeMe({ hasTeamAccess: false }), routes: dashboardRoutes() });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual({ view: 'personal', ownerId: null }));
    expect(screen.queryByRole('combobox', { name: 'View' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/team/shared')).toHaveLength(0);
  });

  it('says so when the teams cannot be loaded, shows the personal view, and retries', async () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-1' }));
    let failures = 1;
    mockApi({
      me: makeMe({ hasTeamAccess: true }),
      routes: dashboardRoutes({
        'GET /api/team/shared': () =>
          failures-- > 0
            ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
            : jsonResponse({ teams }),
      }),
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your teams could not be loaded.');
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    // A failed lookup does not forget the choice: the retry finds the team again.
    expect(stored()).toEqual({ view: 'team', ownerId: 'owner-1' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await switcher()).toHaveDisplayValue("Olivia Owner's team");
  });
});
