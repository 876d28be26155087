import type { Page } from '@playwright/test';
import type { StaffOrderDetail, StaffOrderList } from '@receptiva/shared';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { expect, test } from './support/fixtures';
import { readMailbox, waitForMail } from './support/mailbox';
import { payWithCard } from './support/membership-purchase';

/** Where the server sends staff notices by default (settings: staffNotificationEmail, else supportEmail). */
const STAFF_INBOX = 'support@receptiva.ai';

const timelineOf = (page: Page, receipt: string) =>
  page.getByRole('article', { name: `Order ${receipt}` }).getByRole('list', { name: `Progress of order ${receipt}` });

test('a marketplace order moves paid → in progress → delivered, and the customer sees each step and its e-mail', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The customer buys one service through the test-mode checkout.
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.evaluate(() =>
    localStorage.setItem(
      'receptiva.cart',
      JSON.stringify([{ id: 'review-booster', title: 'Review Booster', quantity: 1 }]),
    ),
  );
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Pay $398.50' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 2, name: 'Your order is confirmed' })).toBeVisible();
  const receipt = (await page.getByRole('heading', { name: /^Receipt R-/ }).textContent())!.replace('Receipt ', '');

  await page.goto('/order-history');
  const order = page.getByRole('article', { name: `Order ${receipt}` });
  await expect(order.locator('[data-status]')).toHaveText('Paid');
  await expect(timelineOf(page, receipt).getByRole('listitem')).toHaveText([/^Payment received/]);

  // Staff hear of the new order.
  const notice = await waitForMail(page.request, STAFF_INBOX, `New marketplace order ${receipt}: Olivia Owner`);
  expect(notice.text).toContain('Review Booster × 1');

  // A staff member works through the API (the staff dashboard comes later).
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const signedIn = await staff.post('/api/auth/sign-in/email', {
    data: { email: DEMO.staff, password: DEMO_PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const listed = await staff.get(`/api/staff/orders?search=${receipt}`);
  expect(listed.status()).toBe(200);
  const [row] = ((await listed.json()) as StaffOrderList).orders;
  expect(row).toMatchObject({ receiptNumber: receipt, customerEmail: DEMO.owner, fulfilmentStatus: 'paid' });

  const move = async (status: string, note: string, shareNote: boolean) => {
    const response = await staff.post(`/api/staff/orders/${row!.id}/status`, { data: { status, note, shareNote } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as StaffOrderDetail;
  };

  await move('in_progress', 'We are importing your customer list this week.', true);
  await page.reload();
  await expect(order.locator('[data-status]')).toHaveText('In progress');
  await expect(timelineOf(page, receipt).getByRole('listitem')).toHaveText([
    /^Payment received/,
    /^Work in progress.*Note from our team: We are importing your customer list this week\.$/,
  ]);
  const started = await waitForMail(page.request, DEMO.owner, `Your Receptiva order ${receipt} is in progress`);
  expect(started.text).toContain('We are importing your customer list this week.');

  const delivered = await move('delivered', 'Checked the first 20 review requests by hand.', false);
  expect(delivered.timeline.map((step) => step.status)).toEqual(['paid', 'in_progress', 'delivered']);
  await page.reload();
  await expect(order.locator('[data-status]')).toHaveText('Delivered');
  await expect(timelineOf(page, receipt).getByRole('listitem')).toHaveText([
    /^Payment received/,
    /^Work in progress/,
    /^Delivered/,
  ]);
  await expect(order).not.toContainText('Checked the first 20 review requests');
  const done = await waitForMail(page.request, DEMO.owner, `Your Receptiva order ${receipt} has been delivered`);
  expect(done.text).not.toContain('Checked the first 20 review requests');
  expect(done.text).toContain('/order-history');

  // Closed: a further change is refused, and nothing more is sent.
  const again = await staff.post(`/api/staff/orders/${row!.id}/status`, { data: { status: 'cancelled' } });
  expect(again.status()).toBe(409);
  const mails = (await readMailbox(page.request, DEMO.owner)).filter((mail) => mail.subject.includes(receipt));
  expect(mails.map((mail) => mail.subject).sort()).toEqual(
    [
      `Your Receptiva order ${receipt} has been delivered`,
      `Your Receptiva order ${receipt} is in progress`,
      `Your Receptiva order receipt ${receipt}`,
    ].sort(),
  );
  await staff.dispose();
});
