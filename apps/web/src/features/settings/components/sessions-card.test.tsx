import type { AccountSession } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-api';
import { SessionsCard } from './sessions-card';
import { expectNotice, renderSection } from './settings-test-helpers';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 'current',
  browser: 'Chrome',
  os: 'Linux',
  ipAddress: '203.0.113.7',
  createdAt: '2026-01-15T09:30:00.000Z',
  lastSeenAt: '2026-01-16T10:00:00.000Z',
  isCurrent: true,
  ...overrides,
});

const CURRENT = session({});
const PHONE = session({ id: 'phone', browser: 'Safari', os: 'iOS', ipAddress: null, isCurrent: false });
const OLD = session({ id: 'old', browser: null, os: null, isCurrent: false });

function open(lists: AccountSession[][], routes: Parameters<typeof renderSection>[1] = {}) {
  let call = 0;
  return renderSection(<SessionsCard />, {
    'GET /api/account/sessions': () => jsonResponse({ sessions: lists[Math.min(call++, lists.length - 1)] }),
    ...routes,
  });
}

describe('SessionsCard', () => {
  it('lists the sessions with device, IP and dates, marking this device, with no sign-out for it', async () => {
    open([[CURRENT, PHONE, OLD]]);
    const region = await screen.findByRole('region', { name: 'Active sessions' });
    const rows = await within(region).findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Chrome on LinuxThis device');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(rows[2]).toHaveTextContent('Safari on iOS');
    expect(rows[2]).toHaveTextContent('Unknown');
    expect(rows[3]).toHaveTextContent('Unknown browser on an unknown system');
    expect(within(rows[2]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument();
  });

  it('signs one session out and reads the list again', async () => {
    const { user, api } = open([[CURRENT, PHONE], [CURRENT]], {
      'DELETE /api/account/sessions/phone': () => jsonResponse({ revoked: true }),
    });
    const region = await screen.findByRole('region', { name: 'Active sessions' });
    await user.click(await within(region).findByRole('button', { name: 'Sign out Safari on iOS' }));
    await expectNotice(region, 'That session was signed out.');
    expect(api.callsTo('DELETE', '/api/account/sessions/phone')).toHaveLength(1);
    expect(await within(region).findByText('This is the only device signed in to your account.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });

  it('signs every other session out at once', async () => {
    const { user } = open([[CURRENT, PHONE, OLD], [CURRENT]], {
      'POST /api/account/sessions/revoke-others': () => jsonResponse({ revoked: 2 }),
    });
    const region = await screen.findByRole('region', { name: 'Active sessions' });
    await user.click(await within(region).findByRole('button', { name: 'Sign out all other sessions' }));
    await expectNotice(region, '2 other sessions were signed out.');
    expect(await within(region).findAllByRole('row')).toHaveLength(2);
  });

  it('reports a failed sign-out', async () => {
    const { user } = open([[CURRENT, PHONE]], {
      'DELETE /api/account/sessions/phone': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404),
    });
    const region = await screen.findByRole('region', { name: 'Active sessions' });
    await user.click(await within(region).findByRole('button', { name: 'Sign out Safari on iOS' }));
    await expectNotice(region, 'That session could not be signed out: We could not find what you were looking for.');
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    const { user } = renderSection(<SessionsCard />, {
      'GET /api/account/sessions': () =>
        fail
          ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
          : jsonResponse({ sessions: [CURRENT] }),
    });
    const region = await screen.findByRole('region', { name: 'Active sessions' });
    expect(
      await within(region).findByText('We could not load this part of your settings. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('This device')).toBeInTheDocument();
  });
});
