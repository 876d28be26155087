import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openSiteMenu } from './support/site-menu';
import { at } from './support/urls';

const SECTIONS = [
  ['Overview', '/dashboard'],
  ['Team', '/dashboard/team'],
  ['Billing', '/dashboard/billing'],
  ['Orders', '/dashboard/orders'],
  ['Settings', '/dashboard/settings'],
] as const;

const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name, exact: true });
const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const viewSwitcher = (page: Page) => page.getByRole('combobox', { name: 'View' });
const chosen = (select: Locator) => select.locator('option:checked');

/** The navigation is there, and only `current` is marked as the current page. */
async function expectCurrentSection(page: Page, current: string): Promise<void> {
  for (const [name] of SECTIONS) {
    const link = dashboardNav(page).getByRole('link', { name, exact: true });
    if (name === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

test('a paying member has the same navigation on every dashboard page and moves between them', async ({ page }) => {
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await expect(heading(page, 'Welcome, Olivia')).toBeVisible();
  await expectCurrentSection(page, 'Overview');
  // The overview: membership and next charge, the team's size, recent orders, quick links, the setup card.
  const main = page.getByRole('main');
  await expect(main.getByTestId('billing-status')).toHaveText('Active');
  await expect(main.getByText('Team members', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/dashboard/orders');
  await expect(main.getByRole('link', { name: 'Schedule onboarding' })).toHaveAttribute('href', '/schedule-onboarding');
  await expect(main.getByRole('link', { name: 'Open the setup' })).toHaveAttribute('href', '/setup');
  await expect(page.getByText('coming to this page soon')).toHaveCount(0);
  // The owner has no one's team to switch to.
  await expect(viewSwitcher(page)).toHaveCount(0);

  for (const [name, path] of [...SECTIONS.slice(1), SECTIONS[0]]) {
    await dashboardNav(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(at(path));
    await expectCurrentSection(page, name);
  }
  await dashboardNav(page).getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(heading(page, 'Billing')).toBeVisible();
  await expect(page.getByTestId('billing-status')).toHaveText('Active');
  await dashboardNav(page).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(heading(page, 'Order history')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText('$');
  // /order-history still works on its own.
  await page.goto('/order-history');
  await expect(heading(page, 'Order history')).toBeVisible();
  await expect(dashboardNav(page)).toHaveCount(0);
});

test('on a phone the navigation is one row that scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  const nav = dashboardNav(page);
  const overview = await nav.getByRole('link', { name: 'Overview' }).boundingBox();
  const team = await nav.getByRole('link', { name: 'Team' }).boundingBox();
  expect(team?.y).toBe(overview?.y);
  // The row scrolls inside itself: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(at('/dashboard/settings'));
  await expectCurrentSection(page, 'Settings');
});

test('staff who open Dashboard from the menu land on the staff dashboard', async ({ page }) => {
  // Signing in opens /dashboard, which sends staff without a membership to their own dashboard.
  await signIn(page, DEMO.staff, DEMO_PASSWORD, '/staff-dashboard');
  await page.goto('/pricing');
  const menu = await openSiteMenu(page);
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(at('/staff-dashboard'));
  await expect(heading(page, 'Staff dashboard')).toBeVisible();
  await expect(page).not.toHaveURL(at('/membership-promo'));
});

test('a team member switches to the team view, reloads and is still in it', async ({ page }) => {
  await signIn(page, DEMO.teammate, DEMO_PASSWORD, '/dashboard');
  await expect(heading(page, 'Welcome, Tara')).toBeVisible();
  await expect(chosen(viewSwitcher(page))).toHaveText('Personal');
  await expect(heading(page, 'Membership', 2)).toBeVisible();

  await viewSwitcher(page).selectOption({ label: "Olivia Owner's team" });
  await expect(page.getByText("You are viewing Olivia Owner's team")).toBeVisible();
  await expect(heading(page, "Olivia Owner's team", 2)).toBeVisible();
  await expect(heading(page, 'Membership', 2)).toHaveCount(0);

  await page.reload();
  await expect(chosen(viewSwitcher(page))).toHaveText("Olivia Owner's team");
  await expect(heading(page, "Olivia Owner's team", 2)).toBeVisible();

  // The owner's billing and orders belong to the owner: each page says so and offers the personal view.
  await dashboardNav(page).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(heading(page, 'Orders belong to each account', 2)).toBeVisible();
  await expect(chosen(viewSwitcher(page))).toHaveText("Olivia Owner's team");
  await dashboardNav(page).getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(heading(page, 'Billing belongs to each account', 2)).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Personal' }).click();
  await expect(chosen(viewSwitcher(page))).toHaveText('Personal');
  await expect(heading(page, 'You are not a member yet', 2)).toBeVisible();
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  // By position, as the labels are translated: Personal first, then the owner's team.
  const views = [
    ['personal', 0],
    ['team', 1],
  ] as const;

  for (const language of ['en', 'ar']) {
    test(`the dashboard pages in the personal and the team view (${language})`, async ({ browser, baseURL }) => {
      test.slow(); // six pages, each checked by axe
      const { page, close } = await axePage(browser, { baseURL });
      await signIn(page, DEMO.teammate, DEMO_PASSWORD, '/dashboard');
      for (const [view, index] of views) {
        for (const path of ['/dashboard', '/dashboard/billing', '/dashboard/orders']) {
          await page.goto(`${path}?lng=${language}`);
          await expect(page.locator(`html[lang="${language}"]`)).toBeAttached();
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          // Found by role alone, not by their (translated) names.
          const main = page.getByRole('main');
          await expect(main.getByRole('navigation')).toBeVisible();
          await main.getByRole('combobox').selectOption({ index });
          await expect(main.getByRole('combobox')).toHaveJSProperty('selectedIndex', index);
          await expect(main.getByRole('status')).toHaveCount(0);
          await expectNoSeriousViolations(page, `${path} (${language}, ${view} view)`);
        }
      }
      await close();
    });
  }
});
