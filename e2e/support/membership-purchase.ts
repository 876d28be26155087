import { expect, type Page } from '@playwright/test';

/** The local test-mode checkout page's card form (English session). */
export async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * Set-up only (the consent dialog's rules are proven in membership.spec.ts): a signed-in non-member accepts the
 * terms from the /pricing card and pays with 4242 on the TEST MODE page, landing on /payment-success as a member.
 */
export async function buyMembershipInTestMode(page: Page) {
  await page.goto('/pricing');
  await page.locator('#pricing').getByRole('button', { name: 'Become a Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and accept the membership terms' });
  await dialog.getByRole('region', { name: 'Membership terms' }).focus();
  await page.keyboard.press('End');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'I Agree - Proceed to Payment' }).click();
  await expect(page.getByText('TEST MODE: no real payment is taken')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_local_/);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, you are a member!' })).toBeVisible();
}
