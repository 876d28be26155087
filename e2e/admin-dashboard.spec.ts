import { ADMIN_EMAIL, ADMIN_PASSWORD, createConfirmedAccount, ensureAdmin, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

// Issue 17 point 2, /admin: the business's figures for a period against the previous one, charts with tables behind
// them, the period in the URL.

test('an admin reads the figures of a period, switches the period in the URL, and the page is axe-clean', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await ensureAdmin(request, baseURL!);
  // Someone signed up today: the 30-day sign-ups count at least them.
  await createConfirmedAccount(request, baseURL!, newAccount('dashboard-signup'));
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard', exact: true })).toBeVisible();

  const growth = page.getByRole('region', { name: 'Growth' });
  const signUps = growth.locator('div', { has: page.getByText('Sign-ups', { exact: true }) }).last();
  await expect(signUps.locator('dd > span').first()).toHaveText(/^[1-9][\d,]*$/);
  await expect(
    signUps.getByText(/from \d[\d,]* in the previous period\.|Unchanged from the previous period/),
  ).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Revenue' }).getByText('Net revenue')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' }).getByText('Active members')).toBeVisible();
  await expect(page.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');

  // The charts' chunk loads; each chart's numbers are a table a screen reader can read.
  const activity = page.getByRole('figure', { name: 'Sign-ups, demo bookings and voice demo calls' });
  await activity.getByText('Show as table').click();
  const rows = activity.getByRole('table', { name: 'Sign-ups, demo bookings and voice demo calls' }).getByRole('row');
  await expect(rows).toHaveCount(31);
  const funnel = page.getByRole('figure', { name: 'Visitor funnel' });
  await funnel.getByText('Show as table').click();
  await expect(funnel.getByRole('rowheader', { name: 'Visited the site' })).toBeVisible();
  await page.getByRole('figure', { name: 'Revenue by month' }).getByText('Show as table').click();
  await expectNoSeriousViolations(page, '/admin');

  await page.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(at('/admin?period=7d'));
  await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(8);
  await page.goBack();
  await expect(page).toHaveURL(at('/admin'));
  await expect(rows).toHaveCount(31);
});
