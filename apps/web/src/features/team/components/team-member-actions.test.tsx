import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-api';
import { expectToast } from '@/testing/notices';
import { renderTeam } from '../testing/render-team';
import { ACTIVE, INVITED } from '../testing/team-fixtures';

const MEMBER = `/api/team/${ACTIVE.id}`;
const failure = () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('team member actions', () => {
  it('edits names, phone, role and access with the e-mail read-only, sending only what changed', async () => {
    const { user, api } = renderTeam([ACTIVE], {
      [`PATCH ${MEMBER}`]: () => jsonResponse({ member: { ...ACTIVE, role: 'manager', hasAiAccess: true } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit (Sam Rivera)' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit team member' });
    expect(dialog).toHaveAccessibleDescription('Change the name, phone, role or access of Sam Rivera.');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('sam@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    expect(within(dialog).getByRole('switch', { name: 'CRM access' })).toHaveAttribute('aria-checked', 'true');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'manager');
    await user.click(within(dialog).getByRole('switch', { name: 'AI assistant access' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await expectToast('Team member updated successfully');
    expect(api.callsTo('PATCH', MEMBER)[0]!.body).toEqual({ role: 'manager', hasAiAccess: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/api/team')).toHaveLength(2));
  });

  it('shows the update failure toast and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderTeam([ACTIVE], { [`PATCH ${MEMBER}`]: failure });
    await user.click(await screen.findByRole('button', { name: 'Edit (Sam Rivera)' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit team member' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Failed to update team member');
    expect(warn).toHaveBeenCalledWith('Updating a team member failed', expect.anything());
  });

  it('removes only after a confirmation that names the person, and says so once the row is gone', async () => {
    let members = [ACTIVE];
    const { user, api } = renderTeam([ACTIVE], {
      'GET /api/team': () => jsonResponse({ members, limit: 50 }),
      [`DELETE ${MEMBER}`]: () => {
        members = [];
        return jsonResponse({ removed: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove (Sam Rivera)' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Sam Rivera?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sam Rivera (sam@example.com) loses access to your team at once. You can add them again later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', MEMBER)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove (Sam Rivera)' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Sam Rivera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('Team member removed successfully');
    expect(api.callsTo('DELETE', MEMBER)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Sam Rivera/ })).not.toBeInTheDocument());
  });

  it('shows the removal failure toast and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderTeam([ACTIVE], { [`DELETE ${MEMBER}`]: failure });
    await user.click(await screen.findByRole('button', { name: 'Remove (Sam Rivera)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expectToast('Failed to remove team member');
    expect(warn).toHaveBeenCalledWith('Removing a team member failed', expect.anything());
  });

  it('offers resend and revoke only for a pending invitation', async () => {
    renderTeam([INVITED, ACTIVE]);
    await screen.findByRole('table');
    expect(within(row('Ivy Chen')).getByRole('button', { name: 'Resend invitation (Ivy Chen)' })).toBeVisible();
    expect(within(row('Ivy Chen')).getByRole('button', { name: 'Revoke invitation (Ivy Chen)' })).toBeVisible();
    expect(within(row('Sam Rivera')).queryByRole('button', { name: /Resend|Revoke/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      'sends the invitation again',
      () => jsonResponse({ sent: true, expiresAt: '2026-03-20T10:00:00.000Z' }),
      'Invitation sent successfully',
    ],
    ['says when it could not', failure, 'Failed to send invitation'],
  ])('resend %s', async (_case, answer, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, api } = renderTeam([INVITED], { [`POST /api/team/${INVITED.id}/resend-invitation`]: answer });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation (Ivy Chen)' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(api.callsTo('POST', `/api/team/${INVITED.id}/resend-invitation`)).toHaveLength(1);
  });

  it.each([
    [
      'revokes after a confirmation',
      () => jsonResponse({ member: { ...INVITED, status: 'revoked' } }),
      'Invitation revoked',
    ],
    ['says when it could not', failure, 'Failed to process team member'],
  ])('revoke %s', async (_case, answer, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, api } = renderTeam([INVITED], { [`POST /api/team/${INVITED.id}/revoke-invitation`]: answer });
    await user.click(await screen.findByRole('button', { name: 'Revoke invitation (Ivy Chen)' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the invitation of Ivy Chen?' });
    expect(dialog).toHaveAccessibleDescription(
      'The link sent to ivy@example.com stops working at once. You can send a new invitation later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(api.callsTo('POST', `/api/team/${INVITED.id}/revoke-invitation`)).toHaveLength(1);
  });
});
