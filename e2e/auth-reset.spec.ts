import { createConfirmedAccount, newAccount } from './support/accounts';
import { expectMode, expectNotice, field, openAuth, submitButton, submitSignIn } from './support/auth-page';
import { expect, test } from './support/fixtures';
import { linkIn, RESET_SUBJECT, waitForMail } from './support/mailbox';
import { at } from './support/urls';

const NEW_PASSWORD = 'second-password-2';

test('a user resets a forgotten password from the e-mailed link', async ({ page, request, baseURL, consoleGuard }) => {
  // The old password is refused once on purpose at the end.
  consoleGuard.allow(/\/api\/auth\/sign-in\/email .*status of 401/);
  const account = newAccount('reset');
  // `request` is signed in by the confirmation: a session on another device, which the reset must end.
  await createConfirmedAccount(request, baseURL!, account);
  expect((await request.get('/api/me')).status()).toBe(200);

  // Forgot Password? carries the typed e-mail over to the reset form.
  await openAuth(page);
  await field(page, 'Email').fill(account.email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expectMode(page, 'reset');
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await submitButton(page, 'Send reset link').click();
  await expectNotice(page, 'Password reset link sent to your email!');

  const mail = await waitForMail(request, account.email, RESET_SUBJECT);
  expect(mail.text).toContain(`${baseURL}/auth?reset=true&token=`);
  const link = linkIn(mail, '/auth');
  expect(link.searchParams.get('reset')).toBe('true');
  expect(link.searchParams.get('token')).toBeTruthy();

  await page.goto(link.toString());
  await expectMode(page, 'newPassword');
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill('something-else');
  await submitButton(page, 'Update password').click();
  await expectNotice(page, 'Passwords do not match');

  await field(page, 'New password').fill('abc');
  await field(page, 'Confirm new password').fill('abc');
  await submitButton(page, 'Update password').click();
  await expectNotice(page, 'Password must be at least 6 characters long');

  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await submitButton(page, 'Update password').click();
  await expectNotice(page, 'Your password has been updated. Please sign in.');
  await expectMode(page, 'signIn');
  // The spent token leaves the address bar.
  await expect(page).toHaveURL(at('/auth'));
  // Resetting the password ended the other device's session.
  expect((await request.get('/api/me')).status()).toBe(401);

  await submitSignIn(page, account.email, account.password);
  await expectNotice(page, 'Invalid email or password. Please check your credentials.');

  await submitSignIn(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(at('/membership-promo'));
});

test('a reset link cannot be used twice', async ({ page, request, baseURL, consoleGuard }) => {
  consoleGuard.allow(/\/api\/auth\/reset-password .*status of 4\d\d/);
  const account = newAccount('reset-twice');
  await createConfirmedAccount(request, baseURL!, account);
  const requested = await request.post('/api/auth/request-password-reset', {
    headers: { origin: baseURL! },
    data: { email: account.email, redirectTo: '/auth?reset=true' },
  });
  expect(requested.status()).toBe(200);
  const link = linkIn(await waitForMail(request, account.email, RESET_SUBJECT), '/auth');

  for (const attempt of ['first', 'second']) {
    await page.goto(link.toString());
    await expectMode(page, 'newPassword');
    await field(page, 'New password').fill(`${attempt}-new-password`);
    await field(page, 'Confirm new password').fill(`${attempt}-new-password`);
    await submitButton(page, 'Update password').click();
    if (attempt === 'first') await expectNotice(page, 'Your password has been updated. Please sign in.');
  }
  await expectNotice(page, /^Password reset failed: .+/);
  await expectMode(page, 'newPassword');
});

test('a rejected reset link opens the reset form with an explanation', async ({ page }) => {
  // better-auth sends an unknown or expired token back as `?reset=true&error=INVALID_TOKEN`.
  await page.goto('/auth?reset=true&error=INVALID_TOKEN');
  await expectMode(page, 'reset');
  await expectNotice(page, 'This reset link is invalid or has expired.');
});
