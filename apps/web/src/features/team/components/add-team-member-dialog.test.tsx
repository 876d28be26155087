import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-api';
import { expectToast } from '@/testing/notices';
import { renderTeam } from '../testing/render-team';
import { ACTIVE, INVITED, makeMember } from '../testing/team-fixtures';

const ADD = 'POST /api/team';

const openForm = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'Add Team Member' }));
  return screen.getByRole('dialog', { name: 'Add Team Member' });
};

const fill = async (user: UserEvent, dialog: HTMLElement, email = 'new@example.com') => {
  await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Nia');
  await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Okafor');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
};

const submit = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Add Team Member' }));

describe('Add Team Member', () => {
  it('has the labelled fields with the spec §5 defaults: role agent, CRM access on, AI assistant access off', async () => {
    const { user } = renderTeam([ACTIVE]);
    const dialog = await openForm(user);
    for (const name of ['First name', 'Last name', 'Email', 'Phone']) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveValue('');
    }
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('agent');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agent', 'Manager', 'Viewer']);
    expect(within(dialog).getByRole('switch', { name: 'CRM access' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('switch', { name: 'AI assistant access' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('sends an invitation to a new address, says so, and refreshes the list and the audit trail', async () => {
    const created = makeMember({ id: INVITED.id, email: 'new@example.com', status: 'invited' });
    const { user, api } = renderTeam([ACTIVE], {
      [ADD]: () => jsonResponse({ member: created, outcome: 'invited', invitationSent: true }, 201),
    });
    const dialog = await openForm(user);
    await fill(user, dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(within(dialog).getByRole('switch', { name: 'AI assistant access' }));
    await submit(user, dialog);

    await expectToast('Invitation sent successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/team')[0]!.body).toEqual({
      firstName: 'Nia',
      lastName: 'Okafor',
      email: 'new@example.com',
      phone: '',
      role: 'viewer',
      hasCrmAccess: true,
      hasAiAccess: true,
      locale: 'en',
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/team')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/team/audit')).toHaveLength(2);
  });

  it('links an address that already has an account', async () => {
    const { user } = renderTeam([], {
      [ADD]: () => jsonResponse({ member: ACTIVE, outcome: 'linked', invitationSent: false }, 201),
    });
    const dialog = await openForm(user);
    await fill(user, dialog, ACTIVE.email);
    await submit(user, dialog);
    await expectToast('Team member added (user already exists)');
  });

  it('checks the fields before sending', async () => {
    const { user, api } = renderTeam([]);
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), 'call me');
    await submit(user, dialog);

    expect(await within(dialog).findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeVisible();
    expect(within(dialog).getByText('Use only digits, spaces and + ( ) . -')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/team')).toHaveLength(0);
  });

  it.each([
    ['the same e-mail twice', 409, 'TEAM_MEMBER_EXISTS', 'This e-mail is already on your team.'],
    ['the owner’s own e-mail', 422, 'TEAM_SELF_INVITE', 'You cannot add your own e-mail to your team.'],
  ])('shows %s on the Email field and nothing else happens', async (_case, status, code, text) => {
    const { user, api } = renderTeam([ACTIVE], {
      [ADD]: () => jsonResponse({ error: { code, message: 'refused', fields: { email: 'refused' } } }, status),
    });
    const dialog = await openForm(user);
    await fill(user, dialog, ACTIVE.email);
    await submit(user, dialog);

    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(text));
    expect(email).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Add Team Member' })).toBeVisible();
    expect(screen.queryByText('Failed to add team member')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/team')).toHaveLength(1);
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user } = renderTeam([], {
      [ADD]: () =>
        jsonResponse(
          { error: { code: 'VALIDATION_FAILED', message: 'Invalid input', fields: { phone: 'Invalid string' } } },
          400,
        ),
    });
    const dialog = await openForm(user);
    await fill(user, dialog);
    await submit(user, dialog);

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
        'Use only digits, spaces and + ( ) . -',
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Some of the information is not valid. Please check it and try again.',
    );
  });

  it('says so on the form when the team is full', async () => {
    const { user } = renderTeam([ACTIVE], {
      [ADD]: () => jsonResponse({ error: { code: 'TEAM_LIMIT_REACHED', message: 'full' } }, 409),
    });
    const dialog = await openForm(user);
    await fill(user, dialog);
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your team is full. Remove someone before adding a new member.',
    );
    expect(screen.queryByText('Failed to add team member')).not.toBeInTheDocument();
  });

  it('shows the spec §8 failure toast for anything else, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderTeam([], {
      [ADD]: () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500),
    });
    const dialog = await openForm(user);
    await fill(user, dialog);
    await submit(user, dialog);
    await expectToast('Failed to add team member');
    expect(warn).toHaveBeenCalledWith('Adding a team member failed', expect.anything());
  });
});
