import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-api';
import { PasswordForm } from './password-form';
import { expectNotice, renderSection } from './settings-test-helpers';

const CHANGE = 'POST /api/auth/change-password';

async function open(routes: Parameters<typeof renderSection>[1] = {}) {
  const view = renderSection(<PasswordForm />, routes);
  const region = await screen.findByRole('region', { name: 'Password' });
  const fill = async (values: { current?: string; next?: string; confirm?: string }) => {
    if (values.current) await view.user.type(within(region).getByLabelText(/^Current password/), values.current);
    if (values.next) await view.user.type(within(region).getByLabelText(/^New password/), values.next);
    if (values.confirm) await view.user.type(within(region).getByLabelText(/^Confirm new password/), values.confirm);
    await view.user.click(within(region).getByRole('button', { name: 'Change password' }));
  };
  return { ...view, region, fill };
}

describe('PasswordForm', () => {
  it.each([
    [{ next: 'abcdef', confirm: 'abcdef' }, /^Current password/, 'Please enter your password.'],
    [
      { current: 'old-pass', next: '12345', confirm: '12345' },
      /^New password/,
      'Password must be at least 6 characters long.',
    ],
    [{ current: 'old-pass', next: 'abcdef', confirm: 'abcdeg' }, /^Confirm new password/, 'Passwords do not match'],
  ])('checks %j before sending', async (values, field, message) => {
    const { region, fill, api } = await open();
    await fill(values);
    await waitFor(() =>
      expect(within(region).getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(api.callsTo('POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password, signing the other sessions out, and says so', async () => {
    const { region, fill, api } = await open({ [CHANGE]: () => jsonResponse({ token: 'new', user: {} }) });
    await fill({ current: 'old-password', next: 'new-password', confirm: 'new-password' });

    await expectNotice(region, 'Your password was changed. Every other device was signed out.');
    expect(api.callsTo('POST', '/api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      revokeOtherSessions: true,
    });
    expect(within(region).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('marks a wrong current password on its field', async () => {
    const { region, fill } = await open({
      [CHANGE]: () => jsonResponse({ error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }, 400),
    });
    await fill({ current: 'wrong-password', next: 'new-password', confirm: 'new-password' });

    await expectNotice(region, 'Your password could not be changed: The current password is not correct.');
    const current = within(region).getByLabelText(/^Current password/);
    expect(current).toHaveAccessibleDescription('The current password is not correct.');
    expect(current).toHaveFocus();
  });

  it('reports a refusal of the server’s own checks on the new password', async () => {
    const { region, fill } = await open({
      [CHANGE]: () =>
        jsonResponse(
          { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { newPassword: 'Too small' } } },
          400,
        ),
    });
    await fill({ current: 'old-password', next: 'new-password', confirm: 'new-password' });
    await expectNotice(
      region,
      'Your password could not be changed: Some of the information is not valid. Please check it and try again.',
    );
    expect(within(region).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password must be at least 6 characters long. At least 6 characters.',
    );
  });
});
