import type { SharedTeam } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe } from '@/testing/mock-api';
import { expectNotice, renderSection } from './settings-test-helpers';
import { TeamsCard } from './teams-card';

const team = (overrides: Partial<SharedTeam> = {}): SharedTeam => ({
  teamMemberId: '00000000-0000-4000-8000-000000000001',
  ownerId: 'owner-1',
  ownerName: 'Olivia Owner',
  role: 'manager',
  hasCrmAccess: true,
  hasAiAccess: false,
  members: [],
  ...overrides,
});

const SHARED = 'GET /api/team/shared';
const LEAVE = 'DELETE /api/team/memberships/00000000-0000-4000-8000-000000000001';

describe('TeamsCard', () => {
  it('is not shown to someone on no team, and asks nothing', async () => {
    const { api } = renderSection(<TeamsCard hasTeamAccess={false} />);
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('region', { name: 'Teams you belong to' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/team/shared')).toHaveLength(0);
  });

  it('lists each team with its owner and the person’s role', async () => {
    renderSection(<TeamsCard hasTeamAccess />, { [SHARED]: () => jsonResponse({ teams: [team()] }) });
    const region = await screen.findByRole('region', { name: 'Teams you belong to' });
    expect(await within(region).findByText("Olivia Owner's team", { selector: 'p' })).toBeInTheDocument();
    expect(within(region).getByText('Your role: Manager')).toBeInTheDocument();
  });

  it('leaves a team after a confirmation, and can be talked out of it', async () => {
    const onLeft = vi.fn();
    let teams = [team()];
    const { user, api } = renderSection(
      <TeamsCard hasTeamAccess onLeft={onLeft} />,
      {
        [SHARED]: () => jsonResponse({ teams }),
        [LEAVE]: () => {
          teams = [team({ teamMemberId: '00000000-0000-4000-8000-000000000002', ownerName: 'Other Owner' })];
          return jsonResponse({ removed: true });
        },
      },
      makeMe({ hasTeamAccess: true }),
    );
    const region = await screen.findByRole('region', { name: 'Teams you belong to' });
    const leave = await within(region).findByRole('button', { name: "Leave team Olivia Owner's team" });

    await user.click(leave);
    let dialog = screen.getByRole('dialog', { name: "Leave Olivia Owner's team?" });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the team' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leave).toHaveFocus();

    await user.click(leave);
    dialog = screen.getByRole('dialog', { name: "Leave Olivia Owner's team?" });
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    await expectNotice(region, "You left Olivia Owner's team.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Teams you belong to' })).toHaveFocus();
    expect(api.callsTo('DELETE', '/api/team/memberships/00000000-0000-4000-8000-000000000001')).toHaveLength(1);
    expect(onLeft).toHaveBeenCalledWith('owner-1');
    expect(await within(region).findByText("Other Owner's team", { selector: 'p' })).toBeInTheDocument();
  });

  it('says why leaving failed, in the dialog', async () => {
    const { user } = renderSection(<TeamsCard hasTeamAccess />, {
      [SHARED]: () => jsonResponse({ teams: [team()] }),
      [LEAVE]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404),
    });
    const region = await screen.findByRole('region', { name: 'Teams you belong to' });
    await user.click(await within(region).findByRole('button', { name: "Leave team Olivia Owner's team" }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You could not leave the team: We could not find what you were looking for.',
    );
  });
});
