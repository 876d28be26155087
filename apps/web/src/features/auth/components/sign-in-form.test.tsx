import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { authForm, expectMessage, fillFields, submit } from '@/testing/auth-form';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SIGN_IN = 'POST /api/auth/sign-in/email';

const openSignIn = async () => {
  const app = renderApp('/auth');
  await screen.findByRole('heading', { name: 'Welcome back' });
  return { ...app, form: authForm('Welcome back') };
};

describe('sign-in', () => {
  it('asks for both fields before sending anything', async () => {
    const api = mockApi();
    const { user, form } = await openSignIn();

    await submit(user, form, 'Sign In');
    await expectMessage(form, 'Please fill in all required fields');

    await fillFields(user, form, { Email: '   ', Password: 'secret1' });
    await submit(user, form, 'Sign In');
    expect(within(form).getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it.each([
    [
      'wrong password (401)',
      () => jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
      'Invalid email or password. Please check your credentials.',
    ],
    [
      'unconfirmed e-mail (403)',
      () => jsonResponse({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403),
      'Please check your email and confirm your account before signing in.',
    ],
    [
      'our rate limiter (429)',
      () => jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } }, 429),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [
      "better-auth's rate limiter (429, no code)",
      () => jsonResponse({ message: 'Too many requests. Please try again later.' }, 429),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [
      'a server message',
      () => jsonResponse({ message: 'Database unavailable' }, 500),
      'Login failed: Database unavailable',
    ],
    [
      'a known API error code',
      () =>
        jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Invalid body', fields: { email: 'x' } } }, 400),
      'Login failed: Some of the information is not valid. Please check it and try again.',
    ],
    ['an answer without a user', () => jsonResponse({ redirect: false, token: 't' }), 'No user data returned'],
  ])('maps %s to its message', async (_case, answer, message) => {
    mockApi({ routes: { [SIGN_IN]: answer } });
    const { user, form } = await openSignIn();

    await fillFields(user, form, { Email: 'jane@example.com', Password: 'secret1' });
    await submit(user, form, 'Sign In');

    await expectMessage(form, message);
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('reports a network failure as an unexpected error', async () => {
    mockApi({
      routes: {
        [SIGN_IN]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, form } = await openSignIn();

    await fillFields(user, form, { Email: 'jane@example.com', Password: 'secret1' });
    await submit(user, form, 'Sign In');

    await expectMessage(form, 'An unexpected error occurred');
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['admin', '/admin'],
    ['user', '/dashboard'],
    ['member', '/dashboard'],
  ] as const)('signs an %s in, clears stored auth keys and navigates fully to %s', async (role, target) => {
    let signedIn = false;
    let release: () => void = () => {};
    const api = mockApi({
      routes: {
        'GET /api/session': () => jsonResponse({ me: signedIn ? makeMe({ role }) : null }),
        [SIGN_IN]: async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          signedIn = true;
          return jsonResponse({ redirect: false, token: 'tok', user: { id: 'user-1', email: 'jane@example.com' } });
        },
      },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    localStorage.setItem('better-auth.session_token', 'stale');
    localStorage.setItem('sb-project-auth-token', 'stale');
    sessionStorage.setItem('better-auth.state', 'stale');
    localStorage.setItem('i18nextLng', 'en');
    const { user, form } = await openSignIn();

    await fillFields(user, form, { Email: '  jane@example.com  ', Password: 'secret1' });
    await submit(user, form, 'Sign In');

    const busy = await within(form).findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(within(form).getByLabelText('Email')).toBeDisabled();
    release();

    await expectMessage(form, 'Signed in successfully!');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(target));
    expect(api.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'jane@example.com',
      password: 'secret1',
    });
    expect(localStorage.getItem('better-auth.session_token')).toBeNull();
    expect(localStorage.getItem('sb-project-auth-token')).toBeNull();
    expect(sessionStorage.getItem('better-auth.state')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('switches to the reset mode from "Forgot Password?", keeping the e-mail', async () => {
    mockApi();
    const { user, form } = await openSignIn();
    await fillFields(user, form, { Email: 'jane@example.com' });

    await user.click(within(form).getByRole('button', { name: 'Forgot Password?' }));

    const reset = authForm('Reset your password');
    expect(within(reset).getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(within(reset).getByRole('button', { name: 'Back to Sign In' })).toBeInTheDocument();
  });
});

describe('/auth page', () => {
  it('shows the support e-mail and phone from the public settings', async () => {
    mockApi();
    renderApp('/auth');
    // The footer repeats the contact links: look inside the auth panel's own help section.
    const support = await screen.findByRole('region', { name: 'Need help?' });
    const email = await within(support).findByRole('link', { name: /support@receptiva\.test/ });
    expect(email).toHaveAttribute('href', 'mailto:support@receptiva.test');
    expect(within(support).getByRole('link', { name: /\+1 \(555\) 010-0199/ })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
  });

  it.each([
    ['admin', '/admin'],
    ['user', '/dashboard'],
  ] as const)('redirects a signed-in %s to %s', async (role, target) => {
    mockApi({ me: makeMe({ role }) });
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
