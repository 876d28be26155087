import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { authForm, expectMessage, fillFields, submit } from '@/testing/auth-form';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SIGN_UP = 'POST /api/auth/sign-up/email';

const valid = {
  'First name': 'Jane',
  'Last name': 'Doe',
  Phone: '+1 555 0100',
  Email: 'jane@example.com',
  Password: 'secret1',
  'Confirm password': 'secret1',
};

const openSignUp = async () => {
  const app = renderApp('/auth');
  await app.user.click(await screen.findByRole('button', { name: 'Sign Up', pressed: false }));
  return { ...app, form: authForm('Create your account') };
};

describe('sign-up', () => {
  it('has every field, phone marked required and of type tel', async () => {
    mockApi();
    const { form } = await openSignUp();
    for (const name of ['First name', 'Last name', 'Phone', 'Email']) {
      expect(within(form).getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(within(form).getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'password');
  });

  it.each([
    ['first name missing', { 'First name': '' }, 'Please fill in all required fields'],
    ['last name blank', { 'Last name': '   ' }, 'Please fill in all required fields'],
    ['e-mail missing', { Email: '' }, 'Please fill in all required fields'],
    ['password missing', { Password: '', 'Confirm password': '' }, 'Please fill in all required fields'],
    ['passwords differ', { 'Confirm password': 'secret2' }, 'Passwords do not match'],
    [
      'password too short',
      { Password: 'abc12', 'Confirm password': 'abc12' },
      'Password must be at least 6 characters long',
    ],
  ])('checks before sending: %s', async (_case, overrides, message) => {
    const api = mockApi();
    const { user, form } = await openSignUp();

    await fillFields(user, form, { ...valid, ...overrides });
    await submit(user, form, 'Sign Up');

    await expectMessage(form, message);
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it.each([
    [
      'our duplicate check (422)',
      () => jsonResponse({ error: { code: 'USER_ALREADY_EXISTS', message: 'Already registered' } }, 422),
      'This email is already registered. Please sign in instead.',
      true,
    ],
    [
      "better-auth's duplicate check (422)",
      () => jsonResponse({ code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' }, 422),
      'This email is already registered. Please sign in instead.',
      true,
    ],
    [
      'a password complaint',
      () => jsonResponse({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }, 400),
      'Password must be at least 6 characters long.',
      false,
    ],
    [
      'an e-mail complaint',
      () => jsonResponse({ code: 'INVALID_EMAIL', message: 'Invalid email' }, 400),
      'Please enter a valid email address.',
      false,
    ],
    [
      'other invalid input',
      () =>
        jsonResponse(
          { error: { code: 'VALIDATION_FAILED', message: 'Invalid input', fields: { phone: 'Invalid phone' } } },
          400,
        ),
      'Invalid signup information. Please check your details.',
      false,
    ],
    [
      'the rate limit',
      () => jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }, 429),
      'Too many attempts. Please wait a few minutes and try again.',
      false,
    ],
    [
      'anything else',
      () => jsonResponse({ message: 'Database unavailable' }, 500),
      'Account creation failed. This email may already be registered.',
      true,
    ],
    [
      'an empty answer',
      () => new Response(null, { status: 200 }),
      'Failed to create account. Please try again.',
      false,
    ],
  ])('maps %s to its message', async (_case, answer, message, switchesToSignIn) => {
    mockApi({ routes: { [SIGN_UP]: answer } });
    const { user, form } = await openSignUp();

    await fillFields(user, form, valid);
    await submit(user, form, 'Sign Up');

    if (switchesToSignIn) {
      const signIn = await screen.findByRole('form', { name: 'Welcome back' });
      await expectMessage(signIn, message);
      expect(within(signIn).getByLabelText('Email')).toHaveValue('jane@example.com');
    } else {
      await expectMessage(form, message);
    }
  });

  it('reports a network failure as an unexpected error', async () => {
    mockApi({
      routes: {
        [SIGN_UP]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, form } = await openSignUp();

    await fillFields(user, form, valid);
    await submit(user, form, 'Sign Up');

    await expectMessage(form, 'An unexpected error occurred. Please try again.');
  });

  it('sends the profile, then asks to confirm the e-mail and shows sign-in', async () => {
    const api = mockApi({
      routes: {
        [SIGN_UP]: () =>
          jsonResponse({ token: null, user: { id: 'u1', email: 'jane@example.com', emailVerified: false } }),
      },
    });
    localStorage.setItem('better-auth.session_token', 'stale');
    const { user, form } = await openSignUp();

    await fillFields(user, form, { ...valid, 'First name': ' Jane ', Email: ' jane@example.com ' });
    await submit(user, form, 'Sign Up');

    const signIn = await screen.findByRole('form', { name: 'Welcome back' });
    await expectMessage(signIn, 'Account created! Please check your email to confirm your account before signing in.');
    expect(within(signIn).getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'jane@example.com',
      password: 'secret1',
      name: 'Jane Doe',
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '+1 555 0100',
      locale: 'en',
      callbackURL: '/auth?verified=1',
    });
    expect(localStorage.getItem('better-auth.session_token')).toBeNull();
  });

  it('signs an already confirmed account straight in', async () => {
    let signedIn = false;
    mockApi({
      routes: {
        'GET /api/session': () => jsonResponse({ me: signedIn ? makeMe() : null }),
        [SIGN_UP]: () => {
          signedIn = true;
          return jsonResponse({ token: 'tok', user: { id: 'u1', email: 'jane@example.com', emailVerified: true } });
        },
      },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user, form } = await openSignUp();

    await fillFields(user, form, valid);
    await submit(user, form, 'Sign Up');

    await expectMessage(form, 'Account created successfully! Signing you in...');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });
});
