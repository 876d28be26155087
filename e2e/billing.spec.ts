import { createConfirmedAccount, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { readMailbox } from './support/mailbox';
import { buyMembershipInTestMode } from './support/membership-purchase';
import { at } from './support/urls';

test('a new member sees the $1,000 setup fee and $497 monthly, and cancels inside the 30-day window', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = newAccount('billing');
  await createConfirmedAccount(request, baseURL!, account);
  // A context of its own, as axe needs; the console is watched like every other test's.
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, account.email, account.password, '/membership-promo');

  // Before paying: the billing page offers the membership.
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { level: 2, name: 'You are not a member yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership-promo');

  await buyMembershipInTestMode(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Billing/ }).click();
  await expect(page).toHaveURL(at('/dashboard/billing'));
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

  const facts = page.getByRole('definition');
  await expect(page.getByTestId('billing-status')).toHaveText('Active');
  await expect(facts.filter({ hasText: '$1,000.00' })).toHaveCount(1);
  await expect(facts.filter({ hasText: /^\$497\.00$/ })).toHaveCount(1);
  await expect(page.getByText('Setup fee paid (non-refundable)')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Annual Membership: setup fee' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$1,000.00' })).toBeVisible();
  // The spec §9 schedule Stripe bills too (decision 026): the prorated rest of the month, then $497 on eleven 1sts.
  await expect(page.getByTestId('billing-payments-remaining')).toHaveText('Monthly payments remaining: 12 of 12');
  await expect(page.getByRole('cell', { name: /^Rest of the month, prorated \(payment 1 of 12\)$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Monthly payment 12 of 12' })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/billing');

  // The confirmation says what happens to the money; Escape keeps the membership.
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText('Your future monthly charges of $497.00 stop');
  await expect(dialog).toContainText('The $1,000.00 setup fee is non-refundable and will not be refunded.');
  await expectNoSeriousViolations(page, 'the cancel membership dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('billing-status')).toHaveText('Active');

  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel membership' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your membership is cancelled.' })).toBeVisible();
  await expect(page.getByTestId('billing-status')).toHaveText('Cancelled');
  await expect(page.getByText('No further charges')).toBeVisible();
  await expect(page.getByTestId('billing-payments-remaining')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);

  // Stored, not just shown: after a reload it is still cancelled, and the confirmation e-mail was queued once.
  await page.reload();
  await expect(page.getByTestId('billing-status')).toHaveText('Cancelled');
  await expect(page.getByText(/You cancelled your membership on/)).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/billing (cancelled)');
  const mails = await readMailbox(request, account.email);
  expect(mails.filter((m) => m.subject === 'Your Receptiva membership is cancelled')).toHaveLength(1);
  // Right-to-left, translated.
  await page.goto('/dashboard/billing?lng=ar');
  await expect(page.locator('html[dir="rtl"][lang="ar"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'billing', 'title') })).toBeVisible();
  await expect(page.getByTestId('billing-status')).toHaveText(text('ar', 'billing', 'status.cancelled'));
  // Usable until the window ends: the dashboard still opens.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/dashboard'));
  await close();
});
