import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeMetaFor } from '@/components/seo/route-meta';
import { DASHBOARD_VIEW_STORAGE_KEY } from '@/features/dashboard/hooks/use-dashboard';
import { makePreview } from '@/features/team/testing/team-fixtures';
import { browserLocation } from '@/lib/browser-location';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { TeamInvitationRoute } from './team-invitation';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';
const PAGE = `/team-invitation?token=${TOKEN}`;
const PREVIEW = 'POST /api/team-invitations/preview';
const ACCEPT = 'POST /api/team-invitations/accept';

type Options = NonNullable<Parameters<typeof mockApi>[0]>;

function openInvitation(path: string, options: Options = {}) {
  const api = mockApi(options);
  const view = renderRoutes(
    [
      { path: '/team-invitation', element: <TeamInvitationRoute /> },
      { path: '/dashboard', element: <h1>Dashboard home</h1> },
    ],
    { path },
  );
  return { ...view, api };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/team-invitation states', () => {
  it('is kept out of search engines (and so rendered in the browser only, like /auth)', () => {
    expect(routeMetaFor('/team-invitation')).toEqual({ key: 'teamInvitation', noIndex: true });
  });

  it('says a link without a token is incomplete, with a way home and to support', async () => {
    const { api } = openInvitation('/team-invitation');
    expect(await heading('This invitation link is incomplete')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Go to the home page' })[0]).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: /support@receptiva\.test/ })).toHaveAttribute(
      'href',
      'mailto:support@receptiva.test',
    );
    expect(api.callsTo('POST', '/api/team-invitations/preview')).toHaveLength(0);
  });

  it('does not send a token that cannot be one', async () => {
    const { api } = openInvitation('/team-invitation?token=%3Cscript%3E');
    expect(await heading('This invitation link is not valid')).toBeVisible();
    expect(api.callsTo('POST', '/api/team-invitations/preview')).toHaveLength(0);
  });

  it('says an unknown token is not valid', async () => {
    openInvitation(PAGE, {
      routes: { [PREVIEW]: () => jsonResponse({ error: { code: 'INVITATION_NOT_FOUND', message: 'x' } }, 404) },
    });
    expect(await heading('This invitation link is not valid')).toBeVisible();
  });

  it.each([
    ['expired', 'This invitation has expired', 'Invitations are valid for 7 days. Ask Jane Doe to send you a new one.'],
    ['revoked', 'This invitation was withdrawn', 'Jane Doe withdrew this invitation.'],
    ['used', 'This invitation has already been accepted', 'An invitation link works once.'],
  ] as const)('explains a %s invitation, with the dashboard for a signed-in person', async (state, title, text) => {
    openInvitation(PAGE, { me: makeMe(), routes: { [PREVIEW]: () => jsonResponse(makePreview({ state })) } });
    expect(await heading(title)).toBeVisible();
    expect(screen.getByText(new RegExp(`^${text}`))).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers to try again when the server could not answer', async () => {
    let calls = 0;
    const { user } = openInvitation(PAGE, {
      routes: {
        [PREVIEW]: () => {
          calls += 1;
          return calls === 1
            ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
            : jsonResponse(makePreview());
        },
      },
    });
    expect(await heading('We could not load this invitation')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Jane Doe invited you to their team')).toBeVisible();
  });
});

describe('/team-invitation with a valid link', () => {
  const next = encodeURIComponent(PAGE);

  it('shows who invites to what, and offers a new account first to a signed-out invitee', async () => {
    openInvitation(PAGE, { routes: { [PREVIEW]: () => jsonResponse(makePreview()) } });
    expect(await heading('Jane Doe invited you to their team')).toBeVisible();
    expect(screen.getByText('This invitation is for ivy@example.com.')).toBeVisible();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Manager',
      'Yes',
      'Yes',
      'Mar 12, 2026',
    ]);
    const links = await screen.findAllByRole('link', { name: /^(Create your account|Sign in)$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Create your account', 'Sign in']);
    expect(links[0]).toHaveAttribute('href', `/auth?mode=signup&email=ivy%40example.com&next=${next}`);
    expect(links[1]).toHaveAttribute('href', `/auth?email=ivy%40example.com&next=${next}`);
  });

  it('puts sign-in first when the invited address already has an account', async () => {
    openInvitation(PAGE, { routes: { [PREVIEW]: () => jsonResponse(makePreview({ hasAccount: true })) } });
    const links = await screen.findAllByRole('link', { name: /^(Create your account|Sign in)$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Sign in', 'Create your account']);
    expect(screen.getByText('Sign in with ivy@example.com to accept.')).toBeVisible();
  });

  it('lets the invited account accept, re-reads the session and opens the dashboard in the team view', async () => {
    const { api, user, router } = openInvitation(PAGE, {
      me: makeMe({ user: { ...makeMe().user, email: 'Ivy@Example.com' }, isMember: false }),
      routes: {
        [PREVIEW]: () => jsonResponse(makePreview()),
        [ACCEPT]: () => jsonResponse({ ownerId: 'owner-1', ownerName: 'Jane Doe' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/team-invitations/accept')[0]!.body).toEqual({ token: TOKEN });
    expect(api.callsTo('GET', '/api/session').length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(localStorage.getItem(DASHBOARD_VIEW_STORAGE_KEY)!)).toEqual({ view: 'team', ownerId: 'owner-1' });
    expect(await screen.findByText("Welcome to Jane Doe's team")).toBeVisible();
  });

  it.each([
    ['INVITATION_EXPIRED', 410, 'This invitation has expired'],
    ['INVITATION_REVOKED', 410, 'This invitation was withdrawn'],
    ['INVITATION_USED', 409, 'This invitation has already been accepted'],
  ])('shows the state when accepting answers %s', async (code, status, title) => {
    const { user } = openInvitation(PAGE, {
      me: makeMe({ user: { ...makeMe().user, email: 'ivy@example.com' } }),
      routes: {
        [PREVIEW]: () => jsonResponse(makePreview()),
        [ACCEPT]: () => jsonResponse({ error: { code, message: 'x' } }, status),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await heading(title)).toBeVisible();
  });

  it('refuses another signed-in account, naming the invited address, and signs out back to this page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { api, user } = openInvitation(PAGE, {
      me: makeMe(),
      routes: {
        [PREVIEW]: () => jsonResponse(makePreview()),
        'POST /api/auth/revoke-sessions': () => jsonResponse({ status: true }),
        'POST /api/auth/sign-out': () => jsonResponse({ success: true }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'This invitation is for another e-mail address' })).toBeVisible();
    expect(
      screen.getByText(
        'It was sent to ivy@example.com, but you are signed in as jane@example.com. Sign out, then sign in or create an account with ivy@example.com to accept it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGE));
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/team-invitations/accept')).toHaveLength(0);
  });
});
