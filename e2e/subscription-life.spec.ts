import { createConfirmedAccount, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { buyMembershipInTestMode } from './support/membership-purchase';

const PAST_DUE_BANNER = 'Your last membership payment did not go through';

test('a member’s renewal fails (test-mode simulate): banner, e-mail and paused checkout; the retry succeeds and the banner goes', async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount('renewal');
  await createConfirmedAccount(request, baseURL!, account);
  await signIn(page, account.email, account.password, '/membership-promo');
  await buyMembershipInTestMode(page);
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  const checkoutPage = `/api/test-checkout/${encodeURIComponent(sessionId)}`;

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: PAST_DUE_BANNER })).toHaveCount(0);

  // The simulate panel of the paid session sends a signed invoice.payment_failed through the webhook path.
  await page.goto(checkoutPage);
  await page.getByRole('button', { name: 'Renewal failed' }).click();
  await expect(page.getByRole('status')).toHaveText('Event sent: invoice.payment_failed');

  await page.goto('/dashboard');
  const banner = page.getByRole('alert').filter({ hasText: PAST_DUE_BANNER });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your membership stays active until');
  await banner.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page.getByTestId('billing-status')).toHaveText('Past due');
  const mail = await waitForMail(request, account.email, 'Your Receptiva payment did not go through');
  expect(mail.text).toContain('$497.00');

  await page.goto('/marketplace');
  await expect(
    page.getByRole('heading', { name: 'Checkout is paused: your membership payment is past due' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);

  // Stripe's retry succeeds: invoice.paid.
  await page.goto(checkoutPage);
  await page.getByRole('button', { name: 'Renewal paid' }).click();
  await expect(page.getByRole('status')).toHaveText('Event sent: invoice.paid');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: PAST_DUE_BANNER })).toHaveCount(0);
  await waitForMail(request, account.email, 'Your Receptiva payment went through');
  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('billing-status')).toHaveText('Active');
});
