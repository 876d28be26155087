import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const routes = {
  'GET /api/account': () => jsonResponse({ deletion: { allowed: true, reason: null, commitmentEndsAt: null } }),
  'GET /api/account/sessions': () =>
    jsonResponse({
      sessions: [
        {
          id: 'current',
          browser: 'Chrome',
          os: 'Linux',
          ipAddress: '127.0.0.1',
          createdAt: '2026-01-15T09:30:00.000Z',
          lastSeenAt: '2026-01-15T09:30:00.000Z',
          isCurrent: true,
        },
      ],
    }),
};

describe('/dashboard/settings', () => {
  it('shows every section of the account settings under one h1', async () => {
    mockApi({ me: makeMe(), routes });
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    const sections = ['Profile', 'Language', 'Email', 'Password', 'Active sessions', 'Your data', 'Delete account'];
    for (const name of sections) expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    // On no team: no teams section, and no request for it.
    expect(screen.queryByRole('region', { name: 'Teams you belong to' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Language' })).getByLabelText('E-mail language')).toHaveValue(
      'en',
    );
  });

  it('says once that the new e-mail address is confirmed, then drops the query from the address', async () => {
    mockApi({ me: makeMe(), routes });
    const { router } = renderApp('/dashboard/settings?emailChanged=1');
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(await within(email).findByText('Your email address was changed.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when the confirmation link did not work', async () => {
    mockApi({ me: makeMe(), routes });
    renderApp('/dashboard/settings?emailChanged=1&error=TOKEN_EXPIRED');
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(await within(email).findByText(/That confirmation link did not work/)).toBeInTheDocument();
  });
});
