import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, DEMO, DEMO_PASSWORD, newAccount } from './support/accounts';
import { fillSignUp, openAuth, signIn, submitButton } from './support/auth-page';
import { expect, test } from './support/fixtures';
import { CONFIRM_SUBJECT, linkIn, waitForMail } from './support/mailbox';
import { openSiteMenu } from './support/site-menu';
import { at } from './support/urls';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('signed-out visitors are sent to /auth from every signed-in page', async ({ page }) => {
  for (const path of ['/dashboard', '/order-history', '/setup', '/staff-dashboard', '/admin', '/admin/users']) {
    await page.goto(path);
    await expect(page, `${path} → /auth`).toHaveURL(at('/auth'));
    await expect(page.getByRole('form')).toHaveAccessibleName('Welcome back');
  }
});

test('a user without membership or team access is sent from /dashboard to /membership-promo', async ({ page }) => {
  await signIn(page, DEMO.visitor, DEMO_PASSWORD, '/membership-promo');
  await expect(heading(page, 'Membership')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/membership-promo'));
  // Signed-in pages that need no membership stay open.
  await page.goto('/order-history');
  await expect(heading(page, 'Order history')).toBeVisible();
});

test('a paying owner sees the dashboard but not the staff or admin areas', async ({ page }) => {
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await expect(heading(page, 'Welcome, Olivia')).toBeVisible();

  for (const path of ['/staff-dashboard', '/admin', '/admin/users']) {
    await page.goto(path);
    await expect(page, `${path} → /dashboard`).toHaveURL(at('/dashboard'));
    await expect(heading(page, 'Welcome, Olivia')).toBeVisible();
  }

  // Already signed in: /auth moves on to the dashboard (after 100 ms).
  await page.goto('/auth');
  await expect(page).toHaveURL(at('/dashboard'));
});

test('an active team member sees the dashboard', async ({ page }) => {
  await signIn(page, DEMO.teammate, DEMO_PASSWORD, '/dashboard');
  await expect(heading(page, 'Welcome, Tara')).toBeVisible();
});

test('staff (role member) open the staff dashboard', async ({ page }) => {
  // Staff have no membership of their own, so /dashboard (where sign-in goes) sends them to the staff dashboard.
  await signIn(page, DEMO.staff, DEMO_PASSWORD, '/staff-dashboard');
  await expect(heading(page, 'Staff dashboard')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/staff-dashboard'));
});

test('ADMIN_EMAIL signs up, confirms from the mailbox and lands in /admin', async ({ page, request }) => {
  test.slow(); // a sign-up, its e-mail and seven pages, in one test so the admin account is created once
  // Only this test signs the admin account up: the server's database is fresh for every run, and this file's name
  // sorts before every other spec (one worker runs the files in name order); others sign in with `ensureAdmin`.
  const admin = newAccount('admin', { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
  await openAuth(page, 'signUp');
  await fillSignUp(page, admin);
  await submitButton(page, 'Sign Up').click();
  await expect(page.getByRole('form')).toHaveAccessibleName('Welcome back');

  const mail = await waitForMail(request, ADMIN_EMAIL, CONFIRM_SUBJECT);
  await page.goto(linkIn(mail, '/api/auth/verify-email').toString());
  await expect(page).toHaveURL(at('/admin'));
  await expect(heading(page, 'Admin dashboard')).toBeVisible();
  await expect(page.locator('aside').getByText(ADMIN_EMAIL, { exact: true })).toBeVisible();
  await expect((await openSiteMenu(page)).getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin/users');
  await expect(heading(page, 'Users')).toBeVisible();
  // Admins pass every role check.
  await page.goto('/staff-dashboard');
  await expect(heading(page, 'Staff dashboard')).toBeVisible();
  // Already signed in: /auth moves on to /admin.
  await page.goto('/auth');
  await expect(page).toHaveURL(at('/admin'));
  // Without a membership or team access, the customer dashboard sends an admin to the admin area.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/admin'));
  await expect(heading(page, 'Admin dashboard')).toBeVisible();
});

test('an unknown path shows the 404 page, logs the path, and leads home', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/nope .*status of 404/); // the document itself answers 404
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(heading(page, 'Oops! Page not found')).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes('/nope'))).toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(heading(page, 'Every call answered. Every customer booked.')).toBeVisible();
});
