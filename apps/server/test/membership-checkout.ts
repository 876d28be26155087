import { MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICES } from '@receptiva/shared';
import { expect } from 'vitest';
import type { TestClient } from './client';

export const ANNUAL = { planName: MEMBERSHIP_PLAN_NAME, amount: MEMBERSHIP_PRICES.annualCents, paymentType: 'annual' };

export async function giveConsent(client: TestClient, email: string, amount: number = ANNUAL.amount) {
  const response = await client.post(
    '/api/membership/consents',
    { planName: ANNUAL.planName, amount, email, locale: 'de' },
    { 'user-agent': 'MembershipTest/1.0', 'x-forwarded-for': '203.0.113.7' },
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Consent, then checkout: the checkout URL. */
export async function startCheckout(client: TestClient, email: string, userId: string | null) {
  await giveConsent(client, email);
  const response = await client.post('/api/functions/create-membership-checkout-with-setup', {
    ...ANNUAL,
    userEmail: email,
    userId,
    returnPath: '/pricing',
    locale: 'de',
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return new URL(((await response.json()) as { url: string }).url);
}
