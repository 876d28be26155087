import { expect } from 'vitest';
import type { TestClient } from './client';

/** Pays a test-mode checkout URL on its hosted page with the paying card 4242 (303 to the success URL). */
export async function payTestCheckout(client: TestClient, checkoutUrl: URL) {
  const paid = await client.request(checkoutUrl.pathname, {
    method: 'POST',
    body: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  return new URL(paid.headers.get('location')!);
}
