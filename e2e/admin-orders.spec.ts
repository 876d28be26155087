import { readFile } from 'node:fs/promises';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO, DEMO_PASSWORD, ensureAdmin } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { payWithCard } from './support/membership-purchase';

test('an admin finds a test-mode order in /admin/orders, refunds it, the customer sees it refunded, and the filtered CSV has it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  // The customer (a paid member) buys one service through the test-mode checkout.
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.evaluate(() =>
    localStorage.setItem(
      'receptiva.cart',
      JSON.stringify([{ id: 'review-booster', title: 'Review Booster', quantity: 1 }]),
    ),
  );
  await page.goto('/checkout');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 2, name: 'Your order is confirmed' })).toBeVisible();
  const receipt = (await page.getByRole('heading', { name: /^Receipt R-/ }).textContent())!.replace('Receipt ', '');

  // The admin finds it by its receipt number among the marketplace orders.
  await ensureAdmin(request, baseURL!);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Kind' }).selectOption('order');
  await admin.getByRole('searchbox', { name: 'Customer' }).fill(receipt);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const table = admin.getByRole('table', { name: 'Orders, 1 in all' });
  await expect(table).toBeVisible();
  await expect(table).toContainText(DEMO.owner);
  await expectNoSeriousViolations(admin, '/admin/orders');

  // The CSV export of this filtered list downloads with this order alone.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`order,${receipt},`);
  expect(csv[1]).toContain(DEMO.owner);

  // It refunds the whole order, confirming in the dialog.
  await table.getByRole('link', { name: `Open order ${receipt}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${receipt}` })).toBeVisible();
  await expect(admin.getByText(/30-day money-back guarantee applies until/)).toBeVisible();
  await expectNoSeriousViolations(admin, '/admin/orders/order/{id}');
  await admin.getByRole('textbox', { name: /Reason/ }).fill('Customer changed their mind');
  await admin.getByRole('button', { name: 'Refund…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund this order?' });
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(admin.getByRole('table', { name: 'Refunds of this order' })).toContainText(
    'Customer changed their mind',
  );
  await adminContext.close();

  // The customer's order history shows it refunded.
  await page.goto('/order-history');
  await expect(page.getByRole('article', { name: `Order ${receipt}` }).locator('[data-status]')).toHaveText('Refunded');
});
