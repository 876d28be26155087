import type { Page } from '@playwright/test';
import { createConfirmedAccount, newAccount, uniqueEmail } from './support/accounts';
import { authForm, HEADINGS, signIn, submitSignIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { buyMembershipInTestMode } from './support/membership-purchase';
import { at } from './support/urls';

const SETTINGS = '/dashboard/settings';

// Each test signs up, signs in and walks several forms (one also pays for a membership): more than the default minute.
test.describe.configure({ timeout: 120_000 });

/** A section of the settings page, found by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openSettings(page: Page) {
  await page.goto(SETTINGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
}

test('the profile and the e-mail language are saved and survive a reload; the page is axe-clean', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = newAccount('settings-profile');
  await createConfirmedAccount(request, baseURL!, account);
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, account.email, account.password, '/membership-promo');
  await openSettings(page);
  await expectNoSeriousViolations(page, SETTINGS);

  const profile = section(page, 'Profile');
  await expect(profile.getByLabel('First name')).toHaveValue(account.firstName);
  await profile.getByLabel('First name').fill('Augusta');
  await profile.getByLabel('Last name').fill('King');
  await profile.getByLabel('Phone').fill('+44 20 7946 0000');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile was saved.');

  const language = section(page, 'Language');
  await language.getByLabel('E-mail language').selectOption({ label: 'Français' });
  await language.getByRole('button', { name: 'Save language' }).click();
  await expect(language.getByRole('status')).toHaveText('We will write to you in Français from now on.');

  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Augusta');
  await expect(profile.getByLabel('Last name')).toHaveValue('King');
  await expect(profile.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
  await expect(language.getByLabel('E-mail language')).toHaveValue('fr');

  // The chosen language writes the e-mails: a reset link now comes in French.
  const reset = await request.post('/api/auth/request-password-reset', {
    headers: { origin: baseURL! },
    data: { email: account.email, redirectTo: '/auth?reset=true' },
  });
  expect(reset.status()).toBe(200);
  await waitForMail(request, account.email, 'Réinitialisez votre mot de passe Receptiva');
  await close();
});

test('the e-mail address changes once the link sent to the new address is opened', async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount('settings-email');
  await createConfirmedAccount(request, baseURL!, account);
  await signIn(page, account.email, account.password, '/membership-promo');
  await openSettings(page);

  const email = section(page, 'Email');
  await expect(email.getByText(account.email)).toBeVisible();
  const newEmail = uniqueEmail('settings-moved');
  await email.getByLabel('New email').fill(newEmail);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toContainText(
    `Check your new inbox: we sent a confirmation link to ${newEmail}.`,
  );

  const mail = await waitForMail(request, newEmail, 'Confirm your new Receptiva e-mail address');
  await page.goto(linkIn(mail, '/api/auth/verify-email').toString());
  await expect(page).toHaveURL(at(SETTINGS));
  await expect(email.getByRole('status')).toHaveText('Your email address was changed.');
  await expect(email.getByText(newEmail, { exact: true })).toBeVisible();
});

test('a password change keeps this browser signed in and signs the other one out', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = newAccount('settings-password');
  await createConfirmedAccount(request, baseURL!, account);
  const laptop = await browser.newContext({ baseURL });
  const other = await laptop.newPage();
  await signIn(other, account.email, account.password, '/membership-promo');
  await signIn(page, account.email, account.password, '/membership-promo');
  await openSettings(page);

  const sessions = section(page, 'Active sessions');
  await expect(sessions.getByRole('row')).toHaveCount(4); // header, this page, the laptop, the API set-up's sign-in
  await expect(sessions.getByText('This device')).toHaveCount(1);

  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill(account.password);
  await password.getByLabel(/^New password/).fill('second-password-2');
  await password.getByLabel('Confirm new password').fill('second-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Your password was changed. Every other device was signed out.',
  );
  await expect(sessions.getByRole('row')).toHaveCount(2);

  await other.goto(SETTINGS);
  await expect(other).toHaveURL(at('/auth'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await laptop.close();
});

test('a non-member deletes their account: signed out at home, and signing in again fails', async ({
  page,
  request,
  baseURL,
  consoleGuard,
}) => {
  const account = newAccount('settings-delete');
  await createConfirmedAccount(request, baseURL!, account);
  await signIn(page, account.email, account.password, '/membership-promo');
  await openSettings(page);

  const danger = section(page, 'Delete account');
  await expect(danger).toContainText('Kept for accounting, without your name or email');
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/'));

  // The failed sign-in below answers 401, which the browser logs.
  consoleGuard.allow(/\/api\/auth\/sign-in\/email .*status of 401/);
  await page.goto('/auth');
  await expect(authForm(page)).toHaveAccessibleName(HEADINGS.signIn);
  await submitSignIn(page, account.email, account.password);
  await expect(authForm(page).getByText('Invalid email or password. Please check your credentials.')).toBeVisible();
});

test('a member whose commitment runs sees why the account cannot be deleted yet', async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount('settings-member');
  await createConfirmedAccount(request, baseURL!, account);
  await signIn(page, account.email, account.password, '/membership-promo');
  await buyMembershipInTestMode(page);
  await openSettings(page);

  const danger = section(page, 'Delete account');
  const button = danger.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await expect(danger).toContainText(
    /You can delete your account once your 12-month membership commitment ends, on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  );
});
