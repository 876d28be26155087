import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { authForm, expectMessage, fillFields, submit } from '@/testing/auth-form';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const INVITATION = '/team-invitation?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';
const authUrl = (query: Record<string, string>) => `/auth?${new URLSearchParams(query).toString()}`;

const signInAnswer = () =>
  jsonResponse({ redirect: false, token: 'tok', user: { id: 'user-1', email: 'ivy@example.com' } });

describe('/auth arriving from an invitation (?mode, ?email, ?next)', () => {
  it('opens Sign Up with the invited e-mail fixed, and sends the confirmation link back to the invitation', async () => {
    const api = mockApi({
      routes: {
        'POST /api/auth/sign-up/email': () =>
          jsonResponse({ token: null, user: { id: 'u1', email: 'ivy@example.com', emailVerified: false } }),
      },
    });
    const { user } = renderApp(authUrl({ mode: 'signup', email: 'ivy@example.com', next: INVITATION }));
    await screen.findByRole('heading', { name: 'Create your account' });
    const form = authForm('Create your account');
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ivy@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Your team invitation was sent to this address: use it to accept the invitation.',
    );

    await fillFields(user, form, {
      'First name': 'Ivy',
      'Last name': 'Chen',
      Phone: '+1 555 0102',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    await submit(user, form, 'Sign Up');

    const signIn = await screen.findByRole('form', { name: 'Welcome back' });
    await expectMessage(signIn, 'Account created! Please check your email to confirm your account before signing in.');
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      email: 'ivy@example.com',
      callbackURL: INVITATION,
    });
    // Moving between modes keeps where to go next and the invited address.
    expect(within(signIn).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  });

  it('after sign-in goes to the invitation instead of the dashboard', async () => {
    mockApi({ routes: { 'POST /api/auth/sign-in/email': signInAnswer } });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderApp(authUrl({ email: 'ivy@example.com', next: INVITATION }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    const form = authForm('Welcome back');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('ivy@example.com');

    await fillFields(user, form, { Password: 'secret1' });
    await submit(user, form, 'Sign In');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(INVITATION));
  });

  it('ignores a next that leaves the site, and prefills an e-mail without fixing it', async () => {
    let signedIn = false;
    mockApi({
      routes: {
        'GET /api/session': () => jsonResponse({ me: signedIn ? makeMe() : null }),
        'POST /api/auth/sign-in/email': () => {
          signedIn = true;
          return signInAnswer();
        },
      },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderApp(authUrl({ email: 'ivy@example.com', next: '//evil.example/team-invitation' }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    const form = authForm('Welcome back');
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ivy@example.com');
    expect(email).not.toHaveAttribute('readonly');

    await fillFields(user, form, { Password: 'secret1' });
    await submit(user, form, 'Sign In');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('sends an already signed-in visitor to next after 100 ms', async () => {
    mockApi({
      me: makeMe(),
      routes: { 'POST /api/team-invitations/preview': () => new Promise<Response>(() => {}) },
    });
    const { router } = renderApp(authUrl({ next: INVITATION }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(INVITATION));
  });

  it.each(['https://evil.example/', '/\\evil.example'])(
    'sends an already signed-in visitor home for next=%s',
    async (next) => {
      mockApi({ me: makeMe() });
      const { router } = renderApp(authUrl({ next }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );
});
