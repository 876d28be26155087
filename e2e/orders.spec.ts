import type { Page } from '@playwright/test';
import { formatUsd } from '@receptiva/shared';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });
const cartItems = (page: Page) => page.getByRole('region', { name: 'Services in your cart' });

/** A stored cart, as the marketplace leaves it (slugs, titles and quantities only: never prices). */
async function storeCart(page: Page, items: { id: string; title: string; quantity: number }[]) {
  await page.evaluate((value) => localStorage.setItem('receptiva.cart', JSON.stringify(value)), items);
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a member fills the cart, checks out at the member price, pays, and finds the order in the history', async ({
  page,
}) => {
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();

  // Cart rules (spec §4): add opens the drawer, a second add says so, total items is the sum of quantities.
  const drawer = cartDrawer(page);
  await card(page, 'After-Hours AI Receptionist')
    .getByRole('button', { name: 'Add to cart (After-Hours AI Receptionist)' })
    .click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(drawer).toContainText('Total items: 1');
  await page.keyboard.press('Escape');
  await card(page, 'Review Booster').getByRole('button', { name: 'Add to cart (Review Booster)' }).click();
  await expect(drawer).toContainText('Total items: 2');
  await page.keyboard.press('Escape');
  await card(page, 'Review Booster').getByRole('button', { name: 'Add to cart (Review Booster)' }).click();
  await expect(page.getByText('Already in cart')).toBeVisible();
  await drawer.getByRole('button', { name: 'Increase the quantity of Review Booster' }).click();
  await expect(drawer).toContainText('Total items: 3');
  await drawer.getByRole('link', { name: 'Checkout' }).click();

  // Member prices from the server: $1,997 → $998.50, and 2 × $797 → $797.00.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const items = cartItems(page);
  await expect(items.getByText('$1,997.00', { exact: true })).toHaveClass(/line-through/);
  await expect(items.getByText('$998.50', { exact: true })).toBeVisible();
  await expect(items.getByText('$1,594.00', { exact: true })).toHaveClass(/line-through/);
  await expect(items.getByText('$797.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total items: 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $1,795.50' }).click();

  await expect(page.getByText('TEST MODE: no real payment is taken')).toBeVisible();
  await expect(page.getByRole('cell', { name: '$1,795.50' }).first()).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_test_local_/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order is confirmed' })).toBeVisible();
  await expect(page.getByText('$1,795.50', { exact: true })).toBeVisible();
  const receipt = await page.getByRole('heading', { name: /^Receipt R-/ }).textContent();
  const receiptNumber = receipt!.replace('Receipt ', '');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('receptiva.cart'))).toBeNull();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  await page.goto('/order-history');
  const order = page.getByRole('article', { name: `Order ${receiptNumber}` });
  await expect(order).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order).toContainText('Review Booster');
  await expect(order).toContainText('$1,795.50');
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText('$');
});

test('a non-member cannot check out: the page says why and the API answers 403', async ({ page, baseURL }) => {
  await signIn(page, DEMO.visitor, DEMO_PASSWORD, '/membership-promo');
  await storeCart(page, [{ id: 'review-booster', title: 'Review Booster', quantity: 1 }]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Become a member to unlock 50% off and checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View membership' })).toHaveAttribute('href', '/membership-promo');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  const answer = await page.request.post('/api/orders/checkout', {
    headers: { origin: baseURL! },
    data: { items: [{ slug: 'review-booster', quantity: 1, unitPriceCents: 1 }] },
  });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('MEMBERSHIP_REQUIRED');
});

test('/checkout has no serious accessibility violation, and lays out right-to-left', async ({ browser, baseURL }) => {
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await storeCart(page, [
    { id: 'ai-receptionist-after-hours', title: 'After-Hours AI Receptionist', quantity: 1 },
    { id: 'review-booster', title: 'Review Booster', quantity: 2 },
  ]);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Pay $1,795.50' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout (member)');
  await page.goto('/checkout?lng=ar');
  await expect(page.locator('html[dir="rtl"]')).toBeAttached();
  // The amount in the page's language: "1,795.50 US$" in Arabic (after a right-to-left mark).
  await expect(page.getByRole('button', { name: formatUsd(179_550, 'ar') })).toBeVisible();
  await close();
});
