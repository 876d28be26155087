import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdmin, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { CONFIRM_SUBJECT, readMailbox, waitForMail } from './support/mailbox';

// Issue 17 point 6: an admin finds the confirmation e-mail of a sign-up that happened during the test in the e-mail
// outbox, resends it after a confirmation (the worker delivers the copy), and a new setting (the postal address)
// shows in the footer on the next page load.

const ADDRESS = '100 Main Street, Suite 4, Austin, TX 78701';
const footerAddress = (page: Page) => page.getByRole('contentinfo').locator('address');

test('an admin sees a sign-up’s e-mail in the outbox and resends it after a confirmation', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const account = newAccount('outbox');
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { ...account, name: `${account.firstName} ${account.lastName}` },
  });
  expect(signUp.status()).toBe(200);
  await waitForMail(request, account.email, CONFIRM_SUBJECT);

  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await page.goto('/admin/settings');
  await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name: 'E-mail outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=outbox-/);
  const table = page.getByRole('table', { name: 'E-mails, 1 in all' });
  await expect(table.getByRole('cell', { name: account.email })).toBeVisible();
  await expect(table.getByText('Sent', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/settings/emails');

  await table.getByRole('link', { name: CONFIRM_SUBJECT }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText(account.email)).toBeVisible();
  await expect(page.getByText(/\/api\/auth\/verify-email\?token=/)).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/settings/emails/{id}');
  const originalUrl = page.url();

  await page.getByRole('button', { name: 'Resend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this e-mail again?' });
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Queued again. The copy leaves within a few seconds.')).toBeVisible();
  await expect(page).not.toHaveURL(originalUrl);
  await expect(page.getByRole('link', { name: 'the original e-mail' })).toBeVisible();
  // The page reads the copy again while it waits; the worker sends it within seconds. The status is the definition
  // that says only "Sent" (the "Sent" term beside it is always there, and its definition is a time).
  await expect(
    page
      .getByRole('region', { name: 'Delivery' })
      .getByRole('definition')
      .filter({ hasText: /^Sent$/ }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(async () => (await readMailbox(request, account.email)).filter((m) => m.subject === CONFIRM_SUBJECT).length)
    .toBe(2);
});

test('an address saved in Admin → Settings shows in the footer on the next page load', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  try {
    await page.goto('/admin/settings');
    await page.getByRole('textbox', { name: 'Business address' }).fill(ADDRESS);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved. Visitors see them on their next page load.')).toBeVisible();

    expect(await (await request.get('/')).text()).toContain(ADDRESS);
    await page.goto('/');
    await expect(footerAddress(page)).toContainText(ADDRESS);
  } finally {
    await page.request.patch('/api/admin/settings', { headers: { origin: baseURL! }, data: { businessAddress: '' } });
  }
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact' })).toBeVisible();
  await expect(footerAddress(page)).toHaveCount(0);
});
