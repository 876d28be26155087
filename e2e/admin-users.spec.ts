import type { Browser, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedAccount,
  ensureAdmin,
  type NewAccount,
  newAccount,
} from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, waitForAppOnNavigation } from './support/fixtures';
import { at } from './support/urls';

// Issue 17, /admin/users: an admin promotes a user to staff (who then reaches /staff-dashboard, not /admin), grants a
// membership by hand (the user's /dashboard opens), and cannot revoke the ADMIN_EMAIL account's admin role.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The admin finds someone by e-mail on /admin/users and opens their page. */
async function openUser(page: Page, email: string, name: string | RegExp) {
  await page.goto('/admin/users');
  await expect(heading(page, 'Users')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(at(`/admin/users?search=${encodeURIComponent(email)}`));
  const table = page.getByRole('table', { name: 'Users, 1 in all' });
  await table.getByRole('link', { name: typeof name === 'string' ? `Open ${name}` : name }).click();
  await expect(heading(page, 'User details')).toBeVisible();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  return dialog;
}

/** The user, signed in on their own browser. */
async function asUser(browser: Browser, account: NewAccount, landing: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  await signIn(page, account.email, account.password, landing);
  return { page, close: () => context.close() };
}

test.beforeEach(async ({ page, request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
});

test('an admin promotes a user to staff, who then reaches /staff-dashboard and not /admin', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.slow();
  const person = newAccount('staff-to-be', { firstName: 'Sam', lastName: 'Promoted' });
  await createConfirmedAccount(request, baseURL!, person);

  await openUser(page, person.email, 'Sam Promoted');
  await expect(page.getByText('Current role: User')).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/users/{userId}');
  await page.getByRole('button', { name: 'Make staff' }).click();
  await confirm(page, `Make ${person.email} staff?`);
  await expect(page.getByText('Current role: Staff')).toBeVisible();
  await expect(page.getByText('Role granted', { exact: true })).toBeVisible();

  const staff = await asUser(browser, person, '/staff-dashboard');
  await expect(heading(staff.page, 'Staff dashboard')).toBeVisible();
  await staff.page.goto('/admin');
  await expect(staff.page).not.toHaveURL(at('/admin'));
  await expect(staff.page).toHaveURL(at('/staff-dashboard'));
  await staff.close();
});

test('an admin grants a membership by hand and the user then opens /dashboard', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.slow();
  const person = newAccount('granted', { firstName: 'Gina', lastName: 'Granted' });
  await createConfirmedAccount(request, baseURL!, person);

  await openUser(page, person.email, 'Gina Granted');
  await expect(page.getByText('State: No membership')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Deal made by phone');
  await page.getByRole('button', { name: 'Grant membership' }).click();
  await confirm(page, `Grant a membership to ${person.email}?`);
  await expect(page.getByText('State: Active')).toBeVisible();
  await expect(page.getByText('Granted by an admin: Deal made by phone')).toBeVisible();

  const member = await asUser(browser, person, '/dashboard');
  await expect(heading(member.page, 'Welcome, Gina')).toBeVisible();
  await member.close();
});

test('the ADMIN_EMAIL account keeps its admin role, with a clear message', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/roles\/admin .*status of 409/);
  // The account's name depends on which spec created it first (access-guards-and-roles in a full run).
  await openUser(page, ADMIN_EMAIL, /^Open Ada /);
  await expectNoSeriousViolations(page, '/admin/users/{ADMIN_EMAIL}');
  await expect(page.getByText('This is the ADMIN_EMAIL account: it is always an admin.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove admin role' }).click();
  const dialog = await confirm(page, `Remove the admin role of ${ADMIN_EMAIL}?`);
  await expect(dialog.getByRole('alert')).toHaveText(
    'The ADMIN_EMAIL account is always an admin: its admin role cannot be revoked.',
  );
  await dialog.getByRole('button', { name: 'Keep as it is' }).click();
  await expect(page.getByText('Current role: Admin')).toBeVisible();
});
