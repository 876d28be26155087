import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const servicesList = (page: Page) => page.getByRole('list', { name: 'Services' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });
const quantity = (drawer: Locator, title: string) => drawer.getByRole('spinbutton', { name: `Quantity of ${title}` });

async function expectNoPrices(page: Page): Promise<void> {
  await expect(servicesList(page).getByRole('article').first()).toBeVisible();
  expect(await servicesList(page).getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId('member-price')).toHaveCount(0);
  await expect(page.getByTestId('list-price')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('$');
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
}

test('a visitor sees the services without prices and the prompt to sign up', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign up free to see prices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth');
  await expectNoPrices(page);
  const receptionist = card(page, 'After-Hours AI Receptionist');
  await expect(receptionist.getByText('Members only')).toBeVisible();
  await expect(receptionist.getByText('50% off for members')).toBeVisible();
});

test('a signed-in non-member is asked to become a member and sees no prices', async ({ page }) => {
  await signIn(page, DEMO.visitor, DEMO_PASSWORD, '/membership-promo');
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Become a member to unlock 50% off and checkout' })).toBeVisible();
  await expectNoPrices(page);
  const answer = await page.request.get('/api/services');
  const body = (await answer.json()) as { viewer: string; services: { price: unknown }[] };
  expect(body.viewer).toBe('non-member');
  expect(body.services.every((service) => service.price === null)).toBe(true);
});

test('a member sees member prices, filters, searches and fills a cart that survives a reload', async ({ page }) => {
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();

  const receptionist = card(page, 'After-Hours AI Receptionist');
  await expect(receptionist.getByTestId('list-price')).toHaveText('$1,997');
  expect(await receptionist.getByTestId('list-price').evaluate((element) => element.tagName)).toBe('S');
  await expect(receptionist.getByTestId('member-price')).toHaveText('$998.50');

  await page.getByRole('button', { name: 'Marketing', exact: true }).click();
  await expect(servicesList(page).getByRole('article')).toHaveCount(3);
  await expect(card(page, 'Review Booster')).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search services' }).fill('WHATSAPP');
  await expect(servicesList(page).getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('no such service');
  await expect(page.getByText('No services match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await receptionist.getByRole('button', { name: 'Add to cart (After-Hours AI Receptionist)' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(receptionist.getByRole('button', { name: 'Add to cart (After-Hours AI Receptionist)' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();

  await card(page, 'Review Booster').getByRole('button', { name: 'Add to cart (Review Booster)' }).click();
  await expect(drawer).toContainText('Total items: 2');
  await page.keyboard.press('Escape');
  await card(page, 'Review Booster').getByRole('button', { name: 'Add to cart (Review Booster)' }).click();
  await expect(page.getByText('Already in cart')).toBeVisible();
  await expect(drawer).toContainText('Total items: 2');

  await drawer.getByRole('button', { name: 'Increase the quantity of Review Booster' }).click();
  await expect(quantity(drawer, 'Review Booster')).toHaveValue('2');
  await expect(drawer).toContainText('Total items: 3');
  await page.keyboard.press('Escape');

  await page.reload();
  await page.getByRole('button', { name: 'Cart (3)' }).click();
  await expect(drawer).toContainText('Total items: 3');
  await expect(quantity(drawer, 'Review Booster')).toHaveValue('2');
  await quantity(drawer, 'Review Booster').fill('0');
  await expect(drawer.getByText('Review Booster')).toHaveCount(0);
  await expect(drawer).toContainText('Total items: 1');
  await drawer.getByRole('button', { name: 'Clear cart' }).click();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await expect(drawer).toContainText('Total items: 0');
});

test('the marketplace and its cart drawer have no serious accessibility violation', async ({ browser, baseURL }) => {
  const visitor = await axePage(browser, { baseURL });
  await visitor.page.goto('/marketplace');
  await expect(visitor.page.getByRole('heading', { name: 'Sign up free to see prices' })).toBeVisible();
  await expectNoSeriousViolations(visitor.page, '/marketplace (visitor)');
  await visitor.close();

  const member = await axePage(browser, { baseURL });
  await signIn(member.page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await member.page.goto('/marketplace');
  await card(member.page, 'Review Booster').getByRole('button', { name: 'Add to cart (Review Booster)' }).click();
  await expect(cartDrawer(member.page)).toBeVisible();
  await expectNoSeriousViolations(member.page, '/marketplace (member, cart open)');
  await member.close();
});

test('the server-rendered marketplace hydrates without a mismatch, right-to-left too, with a stored cart', async ({
  page,
}) => {
  // The console guard fails the test on React's hydration errors (they are console errors).
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.goto('/marketplace');
  await card(page, 'Review Booster').getByRole('button', { name: 'Add to cart (Review Booster)' }).click();
  await expect(cartDrawer(page)).toBeVisible();
  for (const [url, title] of [
    ['/marketplace?lng=ar', 'السوق'],
    ['/marketplace?lng=ja', 'マーケットプレイス'],
    ['/marketplace?lng=en', 'Marketplace'],
  ] as const) {
    const html = await (await page.request.get(url)).text();
    expect(html, url).toContain('id="receptiva-state"');
    await page.goto(url);
    await expect(page.locator('html[data-app-ready]'), url).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('dir', url.endsWith('ar') ? 'rtl' : 'ltr');
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await expect(page.getByTestId('member-price').first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
});
