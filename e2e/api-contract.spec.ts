import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';

/** Issue 12, as a developer and an attacker meet it: the API reference in a browser, and a forged request. */

test('/api/docs renders the API reference in the browser, from files the site serves itself', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) problems.push(`off-site: ${request.url()}`);
  });
  await page.goto('/api/docs');
  // Swagger UI is a large bundle: on a busy machine it renders after the default 10 s.
  await expect(page.getByRole('heading', { name: /Receptiva API/ })).toBeVisible({ timeout: 30_000 });
  // The tags start collapsed (over a hundred operations): open one, as a reader does.
  await page.locator('.opblock-tag', { hasText: /^orders/ }).click();
  const checkout = page.locator('.opblock', { hasText: '/api/orders/checkout' });
  await expect(checkout).toBeVisible();
  await checkout.locator('.opblock-summary').click();
  await expect(checkout.getByText('paid-member').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a cross-site text/plain POST with a valid session cookie creates no order', async ({ request, baseURL }) => {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL! },
    data: { email: DEMO.owner, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const before = (await (await request.get('/api/orders')).json()) as { orders: unknown[] };

  const forged = await request.post('/api/orders/checkout', {
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
    data: JSON.stringify({ items: [{ slug: 'ai-receptionist-after-hours', quantity: 1 }] }),
  });
  expect(forged.status()).toBe(403);
  const after = (await (await request.get('/api/orders')).json()) as { orders: unknown[] };
  expect(after.orders).toHaveLength(before.orders.length);
});
