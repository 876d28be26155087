import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_VIEW_STORAGE_KEY } from '@/features/dashboard/hooks/use-dashboard';
import { ACTIVE, auditPage, INVITED, makeAuditEntry, makeSharedTeam } from '@/features/team/testing/team-fixtures';
import { findConflictsIn } from '@/testing/class-conflicts';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { DashboardTeamRoute } from './team';

type Routes = NonNullable<Parameters<typeof mockApi>[0]>['routes'];

function openTeamPage(routes: Routes, { path = '/dashboard/team', me = makeMe() } = {}) {
  const api = mockApi({ me, routes });
  const view = renderRoutes([{ path: '/dashboard/team', element: <DashboardTeamRoute /> }], { path });
  return { ...view, api };
}

const ownerRoutes = (members = [INVITED, ACTIVE], audit = auditPage([])): Routes => ({
  'GET /api/team': () => jsonResponse({ members, limit: 50 }),
  'GET /api/team/audit': () => jsonResponse(audit),
});

describe('/dashboard/team', () => {
  it('lists the owner’s team newest first, with every column, status badges and the count against the limit', async () => {
    openTeamPage(ownerRoutes());
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your team members, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Role', 'CRM access', 'AI assistant access', 'Status', 'Added', 'Actions']);
    const [, ivy, sam] = within(table).getAllByRole('row');
    expect(
      within(ivy!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ivy@example.com',
      'Not set',
      'Manager',
      'No',
      'Yes',
      'InvitedInvitation valid until Mar 12, 2026',
      'Mar 5, 2026',
      expect.stringContaining('Edit'),
    ]);
    expect(within(sam!).getByRole('rowheader')).toHaveTextContent('Sam Rivera');
    expect(within(sam!).getByText('Active')).toBeVisible();
    expect(screen.getByTestId('team-count')).toHaveTextContent('2 of 50 team members');
    expect(screen.getByRole('button', { name: 'Add Team Member' })).toBeVisible();
    expect(findConflictsIn(document.body)).toEqual({});
  });

  it('shows an empty state when the team has nobody yet', async () => {
    openTeamPage(ownerRoutes([]));
    expect(await screen.findByText('No team members yet')).toBeVisible();
    expect(screen.getByTestId('team-count')).toHaveTextContent('0 of 50 team members');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains to a signed-in non-member why, in team terms, and the way to the membership', async () => {
    const { api } = openTeamPage(
      {
        'GET /api/team': () =>
          jsonResponse({ error: { code: 'MEMBERSHIP_REQUIRED', message: 'Membership required' } }, 403),
      },
      { me: makeMe({ isMember: false }) },
    );
    expect(await screen.findByRole('heading', { name: 'Team members come with the membership' })).toBeVisible();
    expect(screen.getByText(/^With an active membership you can invite/)).toBeVisible();
    expect(screen.queryByText(/check out/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership-promo');
    expect(screen.queryByRole('button', { name: 'Add Team Member' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/team/audit')).toHaveLength(0);
  });

  it('in the team view shows the owner’s list read-only, from the shared team data', async () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-1' }));
    const { api } = openTeamPage(
      { 'GET /api/team/shared': () => jsonResponse({ teams: [makeSharedTeam()] }) },
      { me: makeMe({ isMember: false, hasTeamAccess: true }) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Jane Doe's team" })).toBeVisible();
    const table = screen.getByRole('table', { name: "Members of Jane Doe's team" });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sam Rivera', 'Ivy Chen']);
    expect(within(table).getByText('Invited')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/team')).toHaveLength(0);
  });

  it('in the team view of a team the person left, offers the personal view', async () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify({ view: 'team', ownerId: 'owner-gone' }));
    const { user } = openTeamPage({
      'GET /api/team/shared': () => jsonResponse({ teams: [makeSharedTeam()] }),
      ...ownerRoutes(),
    });
    await user.click(await screen.findByRole('button', { name: 'Show my personal view' }));
    expect(await screen.findByRole('table', { name: 'Your team members, newest first' })).toBeVisible();
  });
});

describe('the audit trail', () => {
  const entries = [
    makeAuditEntry({
      id: '9c1d7e00-0000-4000-8000-000000000003',
      action: 'team.member_updated',
      subjectLabel: 'Sam Rivera',
      changes: {
        role: { from: 'agent', to: 'manager' },
        hasAiAccess: { from: false, to: true },
        phone: { from: '+1 555 0101', to: '' },
      },
      createdAt: '2026-03-06T15:30:00.000Z',
    }),
    makeAuditEntry({
      id: '9c1d7e00-0000-4000-8000-000000000002',
      action: 'team.invitation_accepted',
      actorLabel: 'Ivy Chen',
    }),
    makeAuditEntry(),
  ];

  it('lists each change as a sentence, newest first, with the fields an update changed', async () => {
    openTeamPage(ownerRoutes([ACTIVE], auditPage(entries)));
    const trail = await screen.findByRole('region', { name: 'Activity' });
    const items = await within(trail).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Jane Doe updated Sam Rivera');
    expect(within(items[0]!).getByText('Role: Agent → Manager')).toBeVisible();
    expect(within(items[0]!).getByText('AI assistant access: Off → On')).toBeVisible();
    expect(within(items[0]!).getByText('Phone: +1 555 0101 → (empty)')).toBeVisible();
    expect(within(trail).getByText('Ivy Chen accepted the invitation and joined the team')).toBeVisible();
    expect(within(trail).getByText('Jane Doe sent an invitation to Ivy Chen')).toBeVisible();
    expect(within(trail).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages with the page number in the URL', async () => {
    const { api, router, user } = openTeamPage(
      {
        ...ownerRoutes([ACTIVE]),
        'GET /api/team/audit': ({ url }) =>
          jsonResponse(
            auditPage(url.searchParams.get('page') === '2' ? [entries[2]!] : entries.slice(0, 2), {
              page: Number(url.searchParams.get('page')),
              pageSize: 2,
              total: 3,
            }),
          ),
      },
      { path: '/dashboard/team?auditPage=2' },
    );
    const pages = await screen.findByRole('navigation', { name: 'Activity pages' });
    expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
    expect(api.callsTo('GET', '/api/team/audit')[0]!.url.searchParams.get('page')).toBe('2');
    expect(within(pages).queryByRole('link', { name: 'Older' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Newer' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/dashboard/team?auditPage=2');
  });
});
