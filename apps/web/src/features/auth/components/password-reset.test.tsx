import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authForm, expectMessage, fillFields, submit } from '@/testing/auth-form';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const REQUEST_RESET = 'POST /api/auth/request-password-reset';
const RESET = 'POST /api/auth/reset-password';

const openReset = async () => {
  const app = renderApp('/auth');
  await app.user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
  return { ...app, form: authForm('Reset your password') };
};

describe('password reset request', () => {
  it.each(['', '   '])('asks for the e-mail when it is %j', async (email) => {
    const api = mockApi();
    const { user, form } = await openReset();

    await fillFields(user, form, { Email: email });
    await submit(user, form, 'Send reset link');

    await expectMessage(form, 'Please enter your email address');
    expect(api.callsTo('POST', '/api/auth/request-password-reset')).toHaveLength(0);
  });

  it('sends the link back to /auth?reset=true', async () => {
    const api = mockApi({ routes: { [REQUEST_RESET]: () => jsonResponse({ status: true }) } });
    const { user, form } = await openReset();

    await fillFields(user, form, { Email: ' jane@example.com ' });
    await submit(user, form, 'Send reset link');

    await expectMessage(form, 'Password reset link sent to your email!');
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'jane@example.com',
      redirectTo: '/auth?reset=true',
    });
  });

  it.each([
    [() => jsonResponse({ message: 'Mail server unavailable' }, 500), 'Password reset failed: Mail server unavailable'],
    [
      () => jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many' } }, 429),
      'Password reset failed: Too many attempts. Please wait a few minutes and try again.',
    ],
  ])('reports a failure (%#)', async (answer, message) => {
    mockApi({ routes: { [REQUEST_RESET]: answer } });
    const { user, form } = await openReset();

    await fillFields(user, form, { Email: 'jane@example.com' });
    await submit(user, form, 'Send reset link');

    await expectMessage(form, message);
  });

  it('goes back to sign-in', async () => {
    mockApi();
    const { user, form } = await openReset();
    await user.click(within(form).getByRole('button', { name: 'Back to Sign In' }));
    expect(authForm('Welcome back')).toBeInTheDocument();
  });
});

describe('choosing a new password from the e-mailed link', () => {
  const openLink = async () => {
    const app = renderApp('/auth?reset=true&token=tok-123');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    return { ...app, form: authForm('Choose a new password') };
  };

  it.each([
    [{ 'New password': 'secret1', 'Confirm new password': 'secret2' }, 'Passwords do not match'],
    [{ 'New password': 'abc', 'Confirm new password': 'abc' }, 'Password must be at least 6 characters long'],
    [{ 'New password': '', 'Confirm new password': '' }, 'Please fill in all required fields'],
  ])('checks the new password before sending (%#)', async (values, message) => {
    const api = mockApi();
    const { user, form } = await openLink();

    await fillFields(user, form, values);
    await submit(user, form, 'Update password');

    await expectMessage(form, message);
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('sets the password with the token, then shows sign-in without the token in the URL', async () => {
    const api = mockApi({ routes: { [RESET]: () => jsonResponse({ status: true }) } });
    const { user, form, router } = await openLink();

    await fillFields(user, form, { 'New password': 'secret1', 'Confirm new password': 'secret1' });
    await submit(user, form, 'Update password');

    const signIn = await screen.findByRole('form', { name: 'Welcome back' });
    await expectMessage(signIn, 'Your password has been updated. Please sign in.');
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'secret1',
      token: 'tok-123',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('stays open for a visitor who is signed in on this browser', async () => {
    mockApi({ me: makeMe() });
    const { router } = await openLink();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(router.state.location.pathname).toBe('/auth');
    expect(authForm('Choose a new password')).toBeInTheDocument();
  });

  it('reports an invalid or expired token', async () => {
    mockApi({ routes: { [RESET]: () => jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400) } });
    const { user, form } = await openLink();

    await fillFields(user, form, { 'New password': 'secret1', 'Confirm new password': 'secret1' });
    await submit(user, form, 'Update password');

    await expectMessage(form, 'Password reset failed: This link is invalid or has expired.');
  });
});

describe('arrival notices', () => {
  it.each([
    ['/auth?reset=true&error=INVALID_TOKEN', 'Reset your password', 'This reset link is invalid or has expired.'],
    ['/auth?verified=1', 'Welcome back', 'Your email is confirmed. Welcome aboard!'],
    ['/auth?verified=1&error=invalid_token', 'Welcome back', 'This confirmation link is invalid or has expired.'],
    ['/auth?error=TOKEN_EXPIRED', 'Welcome back', 'This confirmation link is invalid or has expired.'],
  ])('%s shows its notice', async (path, heading, notice) => {
    mockApi();
    renderApp(path);
    await screen.findByRole('heading', { name: heading });
    await expectMessage(authForm(heading), notice);
  });

  it('confirms the e-mail of a visitor the link signed in, then sends them on', async () => {
    mockApi({ me: makeMe() });
    const { router } = renderApp('/auth?verified=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Your email is confirmed. Welcome aboard!')).toBeInTheDocument();
  });
});
