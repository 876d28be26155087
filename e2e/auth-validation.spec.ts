import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, newAccount, uniqueEmail } from './support/accounts';
import {
  authForm,
  expectMode,
  expectNotice,
  field,
  fillSignUp,
  openAuth,
  submitButton,
  submitSignIn,
} from './support/auth-page';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

/** Counts calls to an auth endpoint, to prove a message came from the form's own checks. */
const countCalls = (page: Page, endpoint: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/auth/${endpoint}`) calls.push(request.url());
  });
  return calls;
};

test.describe('client-side checks of spec §5 (nothing is sent)', () => {
  test('sign-in needs an e-mail and a password', async ({ page }) => {
    const calls = countCalls(page, 'sign-in/email');
    await openAuth(page);
    await submitButton(page, 'Sign In').click();
    await expectNotice(page, 'Please fill in all required fields');
    await openAuth(page);
    await submitSignIn(page, '   ', 'some-password');
    await expectNotice(page, 'Please fill in all required fields');
    expect(calls).toEqual([]);
  });

  test('sign-up needs first name, last name, e-mail and password', async ({ page }) => {
    const calls = countCalls(page, 'sign-up/email');
    await openAuth(page, 'signUp');
    await submitButton(page, 'Sign Up').click();
    await expectNotice(page, 'Please fill in all required fields');
    // Whitespace is not a name.
    await openAuth(page, 'signUp');
    await fillSignUp(page, newAccount('required', { firstName: '   ' }));
    await submitButton(page, 'Sign Up').click();
    await expectNotice(page, 'Please fill in all required fields');
    expect(calls).toEqual([]);
  });

  test('sign-up passwords must match, then be at least 6 characters long', async ({ page }) => {
    const calls = countCalls(page, 'sign-up/email');
    await openAuth(page, 'signUp');
    await fillSignUp(page, newAccount('mismatch'), 'another-password');
    await submitButton(page, 'Sign Up').click();
    await expectNotice(page, 'Passwords do not match');

    await fillSignUp(page, newAccount('short', { password: 'abc12' }));
    await submitButton(page, 'Sign Up').click();
    await expectNotice(page, 'Password must be at least 6 characters long');
    expect(calls).toEqual([]);
  });

  test('reset needs an e-mail address (blank or only spaces)', async ({ page }) => {
    const calls = countCalls(page, 'request-password-reset');
    await openAuth(page, 'reset');
    await submitButton(page, 'Send reset link').click();
    await expectNotice(page, 'Please enter your email address');
    await openAuth(page, 'reset');
    await field(page, 'Email').fill('    ');
    await submitButton(page, 'Send reset link').click();
    await expectNotice(page, 'Please enter your email address');
    expect(calls).toEqual([]);
  });
});

test.describe('answers of the server (spec §8)', () => {
  test('a wrong password for an existing account', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/api\/auth\/sign-in\/email .*status of 401/);
    await openAuth(page);
    await submitSignIn(page, DEMO.visitor, 'not-the-password');
    await expectNotice(page, 'Invalid email or password. Please check your credentials.');
    await expect(page).toHaveURL(at('/auth'));
    await expect(field(page, 'Email')).toHaveValue(DEMO.visitor);
  });

  test('a successful sign-in says so, then moves fully to the dashboard (e-mail trimmed)', async ({ page }) => {
    await openAuth(page);
    // Hold the role lookup (`/api/session`) that follows a successful sign-in, so the message can be read before the
    // page moves on.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/session', async (route) => {
      await held;
      await route.continue();
    });
    // Spec §4: a full navigation, not a client-side route change: this marker must not survive it.
    await page.evaluate(() => Object.assign(window, { beforeSignIn: true }));
    await submitSignIn(page, `  ${DEMO.owner}  `, DEMO_PASSWORD);
    await expectNotice(page, 'Signed in successfully!');
    release();
    await expect(page).toHaveURL(at('/dashboard'));
    expect(await page.evaluate(() => 'beforeSignIn' in window)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
  });

  test('a reset request is confirmed', async ({ page }) => {
    await openAuth(page, 'reset');
    await field(page, 'Email').fill(uniqueEmail('reset-request'));
    await submitButton(page, 'Send reset link').click();
    await expectNotice(page, 'Password reset link sent to your email!');
  });

  test('an e-mail address the server refuses', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/api\/auth\/sign-up\/email .*status of 4\d\d/);
    await openAuth(page, 'signUp');
    await fillSignUp(page, newAccount('bad-email', { email: 'not-an-email' }));
    await submitButton(page, 'Sign Up').click();
    await expectNotice(page, 'Please enter a valid email address.');
    await expectMode(page, 'signUp');
  });

  test('a password the server refuses (longer than 128 characters)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/api\/auth\/sign-up\/email .*status of 4\d\d/);
    await openAuth(page, 'signUp');
    await fillSignUp(page, newAccount('long-password', { password: 'x'.repeat(129) }));
    await submitButton(page, 'Sign Up').click();
    await expectNotice(page, 'Password must be at least 6 characters long.');
  });

  test('other invalid sign-up details (a phone number with letters)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/api\/auth\/sign-up\/email .*status of 4\d\d/);
    await openAuth(page, 'signUp');
    await fillSignUp(page, newAccount('bad-phone', { phone: 'call me maybe' }));
    await submitButton(page, 'Sign Up').click();
    await expectNotice(page, 'Invalid signup information. Please check your details.');
  });
});

test('the page shows the support e-mail and phone from the public settings', async ({ page, request }) => {
  const settings = (await (await request.get('/api/settings/public')).json()) as {
    supportEmail: string;
    supportPhone: string;
  };
  expect(settings.supportEmail).toContain('@');
  expect(settings.supportPhone).not.toBe('');

  await openAuth(page);
  const support = page.getByRole('region', { name: 'Need help?' });
  const email = support.getByRole('link', { name: settings.supportEmail });
  await expect(email).toHaveAttribute('href', `mailto:${settings.supportEmail}`);
  const phone = support.getByRole('link', { name: settings.supportPhone });
  await expect(phone).toHaveAttribute('href', `tel:${settings.supportPhone.replace(/[^+\d]/g, '')}`);

  // In every mode of the page.
  await authForm(page).getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(email).toBeVisible();
});
