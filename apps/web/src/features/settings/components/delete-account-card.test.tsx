import type { AccountOverview } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { jsonResponse } from '@/testing/mock-api';
import { DeleteAccountCard } from './delete-account-card';
import { renderSection } from './settings-test-helpers';

const overview = (deletion: Partial<AccountOverview['deletion']> = {}): AccountOverview => ({
  deletion: { allowed: true, reason: null, commitmentEndsAt: null, ...deletion },
});

function open(answer: AccountOverview, routes: Parameters<typeof renderSection>[1] = {}) {
  return renderSection(<DeleteAccountCard />, { 'GET /api/account': () => jsonResponse(answer), ...routes });
}

describe('DeleteAccountCard', () => {
  it('says what goes and what stays', async () => {
    open(overview());
    const region = await screen.findByRole('region', { name: 'Delete account' });
    expect(region).toHaveTextContent('Deleted: your profile, your sign-in, every session, your team');
    expect(region).toHaveTextContent('Kept for accounting, without your name or email: your orders');
  });

  it('disables the button while the commitment runs, saying until when', async () => {
    open(overview({ allowed: false, reason: 'commitment', commitmentEndsAt: '2027-01-15T12:00:00.000Z' }));
    const region = await screen.findByRole('region', { name: 'Delete account' });
    const button = await within(region).findByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You can delete your account once your 12-month membership commitment ends, on January 15, 2027.',
    );
  });

  it('never offers it for the administrator account', async () => {
    open(overview({ allowed: false, reason: 'admin-account' }));
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("This is the site's administrator account: it cannot be deleted.");
  });

  it('asks for the password, marks a wrong one, and sends the browser home once deleted', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    let attempts = 0;
    const { user, api } = open(overview(), {
      'DELETE /api/account': () =>
        attempts++ === 0
          ? jsonResponse({ error: { code: 'INVALID_PASSWORD', message: 'Wrong', fields: { password: 'Wrong' } } }, 400)
          : jsonResponse({ deleted: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(dialog).findByText('Please enter your password.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/account')).toHaveLength(0);

    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account could not be deleted: The current password is not correct.',
    );
    expect(password).toHaveAccessibleDescription('The password is not correct.');
    expect(assign).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('DELETE', '/api/account')[1]?.body).toEqual({ password: 'my-password' });
  });

  it('can be cancelled', async () => {
    const { user } = open(overview());
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
