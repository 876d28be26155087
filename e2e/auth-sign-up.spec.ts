import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, newAccount } from './support/accounts';
import {
  authForm,
  expectMode,
  expectNotice,
  field,
  fillSignUp,
  modeSwitch,
  openAuth,
  signIn,
  submitButton,
  submitSignIn,
} from './support/auth-page';
import { expect, test } from './support/fixtures';
import { CONFIRM_SUBJECT, linkIn, readMailbox, waitForMail } from './support/mailbox';
import { openSiteMenu, signOutFromMenu } from './support/site-menu';
import { at } from './support/urls';

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test('a visitor signs up, confirms from the mailbox, is guarded to the membership page and signs out', async ({
  page,
  request,
  consoleGuard,
}) => {
  // Signing in before confirming is refused by the server (403): the app shows the spec's message for it.
  consoleGuard.allow(/\/api\/auth\/sign-in\/email .*status of 403/);
  const account = newAccount('journey');

  await openAuth(page, 'signUp');
  await fillSignUp(page, account);
  // Spec §4: stored auth keys are cleared before sign-up; other keys (the language choice) stay.
  await page.evaluate(() => {
    localStorage.setItem('better-auth.session_token', 'stale');
    sessionStorage.setItem('sb-project-auth-token', 'stale');
    localStorage.setItem('keep-me', 'yes');
  });
  await submitButton(page, 'Sign Up').click();

  const created = 'Account created! Please check your email to confirm your account before signing in.';
  await expectNotice(page, created);
  await expect(toasts(page).getByText(created, { exact: true })).toBeVisible();
  await expectMode(page, 'signIn');
  await expect(modeSwitch(page, 'Sign In')).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, 'Email')).toHaveValue(account.email);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('better-auth.session_token'),
      sessionStorage.getItem('sb-project-auth-token'),
      localStorage.getItem('keep-me'),
    ]),
  ).toEqual([null, null, 'yes']);

  // Not confirmed yet: sign-in is refused with the spec's text, and the visitor stays on /auth.
  await field(page, 'Password').fill(account.password);
  await submitButton(page, 'Sign In').click();
  await expectNotice(page, 'Please check your email and confirm your account before signing in.');
  await expect(page).toHaveURL(at('/auth'));
  expect((await request.get('/api/me')).status()).toBe(401);

  // The confirmation mail: subject, a plain-text part with the link, and an html part.
  const mail = await waitForMail(request, account.email, CONFIRM_SUBJECT);
  expect(mail.to).toBe(account.email);
  expect(mail.text.trim().length).toBeGreaterThan(0);
  expect(mail.text).not.toMatch(/<[a-z][^>]*>/i);
  expect(mail.text).toContain(`Hi ${account.firstName},`);
  const link = linkIn(mail, '/api/auth/verify-email');
  expect(link.searchParams.get('token')).toBeTruthy();
  expect(mail.html).toContain('<a href=');

  // The link confirms and signs in: /auth?verified=1, then after 100 ms /dashboard, which the guard sends to
  // /membership-promo because this new user has neither a membership nor team access.
  const arrival = await page.goto(link.toString());
  expect(arrival?.url()).toMatch(/\/auth\?verified=1$/);
  await expect(toasts(page).getByText('Your email is confirmed. Welcome aboard!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(at('/membership-promo'));
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  const menu = await openSiteMenu(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // Sign-out lands on /auth, signed out; the dashboard is closed again.
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(at('/auth'));
  await expectMode(page, 'signIn');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/auth'));
});

test('signing up with a registered e-mail says so and switches to sign-in', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/api\/auth\/sign-up\/email .*status of 4\d\d/);
  await openAuth(page, 'signUp');
  await fillSignUp(page, newAccount('duplicate', { email: DEMO.visitor }));
  await submitButton(page, 'Sign Up').click();

  await expectNotice(page, 'This email is already registered. Please sign in instead.');
  await expectMode(page, 'signIn');
  await expect(field(page, 'Email')).toHaveValue(DEMO.visitor);
});

test('sign-out revokes every session of the user and clears stored auth keys', async ({ page, request, baseURL }) => {
  const account = newAccount('signout');
  // `request` confirmed the account, so it holds a session of its own: a second device.
  await createConfirmedAccount(request, baseURL!, account);
  expect((await request.get('/api/me')).status()).toBe(200);

  await signIn(page, account.email, account.password, '/membership-promo');
  await page.evaluate(() => {
    localStorage.setItem('better-auth.cache', 'x');
    sessionStorage.setItem('my-auth-token', 'x');
  });
  await signOutFromMenu(page);
  await expect(page).toHaveURL(at('/auth'));

  expect(
    await page.evaluate(() => [localStorage.getItem('better-auth.cache'), sessionStorage.getItem('my-auth-token')]),
  ).toEqual([null, null]);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  expect((await request.get('/api/me')).status()).toBe(401);
  // Signing in again still works after a global sign-out.
  await openAuth(page);
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(at('/membership-promo'));
  expect(await readMailbox(request, account.email)).toHaveLength(1);
});

test('sign-out lands on /auth even when the server cannot be reached', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/api\/auth\/(sign-out|revoke-sessions) .*net::ERR_FAILED/);
  await signIn(page, DEMO.owner, 'receptiva-demo', '/dashboard');
  await page.route(/\/api\/auth\/(sign-out|revoke-sessions)$/, (route) => route.abort());

  await signOutFromMenu(page);
  await page.waitForURL(at('/auth'));
  await expect(authForm(page)).toBeVisible();
});
