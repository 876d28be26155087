import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { payWithCard } from './support/membership-purchase';
import { at } from './support/urls';

// Fresh accounts, not the demo visitor: a paid membership would change what other specs expect of that account.
async function signInAsNewNonMember(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const account = newAccount(label);
  // `request` is a context of its own, so its confirmation sign-in does not reach the page.
  await createConfirmedAccount(request, baseURL, account);
  await signIn(page, account.email, account.password, '/membership-promo');
  return account;
}

const pricingCard = (page: Page) => page.locator('#pricing');
// The member-only marketplace preview of /pricing (its placeholder here, the marketplace's own once merged).
const marketplacePreviewLink = (page: Page) => page.getByRole('link', { name: 'Browse the marketplace', exact: true });
const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Review and accept the membership terms' });

/** Opens the consent dialog from the /pricing card and accepts the terms, checking the 75% rule on the way. */
async function acceptTermsFromPricingCard(page: Page) {
  await page.goto('/pricing');
  await pricingCard(page).getByRole('button', { name: 'Become a Member' }).click();
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('consent-amount')).toHaveText('$6,497.00');
  const agreement = dialog.getByRole('checkbox');
  const proceed = dialog.getByRole('button', { name: 'I Agree - Proceed to Payment' });
  const terms = dialog.getByRole('region', { name: 'Membership terms' });
  await expect(agreement).toBeDisabled();
  await expect(proceed).toBeDisabled();

  // Halfway is not enough.
  await terms.evaluate((element) => {
    element.scrollTop = element.scrollHeight * 0.75 - element.clientHeight - 20;
  });
  await expect(agreement).toBeDisabled();
  // The keyboard scrolls it the rest of the way; scrolling back up keeps the agreement enabled.
  await terms.focus();
  await page.keyboard.press('End');
  await expect(agreement).toBeEnabled();
  await terms.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(agreement).toBeEnabled();
  await expect(proceed).toBeDisabled();
  await agreement.check();
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page.getByText('TEST MODE: no real payment is taken')).toBeVisible();
}

test('a non-member buys the membership from the pricing card through the consent dialog and the TEST MODE page', async ({
  page,
  request,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/test-checkout.*status of 402/);
  await signInAsNewNonMember(page, request, baseURL!, 'member');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/membership-promo'));

  await acceptTermsFromPricingCard(page);
  await expect(page.getByRole('cell', { name: '$1,000.00' }).first()).toBeVisible();

  // A declined card says so and can be retried.
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_local_/);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, you are a member!' })).toBeVisible();
  await expect(page.getByText('$6,497.00')).toBeVisible();
  await expect(page.getByText('$497.00')).toBeVisible();

  // Active everywhere it shows: the pricing card, the marketplace preview, the dashboard.
  await page.goto('/pricing');
  await expect(pricingCard(page).getByRole('button', { name: 'Already a Member' })).toBeVisible();
  await expect(marketplacePreviewLink(page)).toHaveCount(0);
  await page.goto('/');
  await expect(pricingCard(page).getByRole('button', { name: 'Already a Member' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/dashboard'));
});

test('a declined card leaves the membership inactive; cancel returns to the pricing page', async ({
  page,
  request,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/test-checkout.*status of 402/);
  await signInAsNewNonMember(page, request, baseURL!, 'declined');
  await acceptTermsFromPricingCard(page);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('declined');
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(at('/pricing'));
  await expect(pricingCard(page).getByRole('button', { name: 'Become a Member' })).toBeVisible();
  await expect(marketplacePreviewLink(page)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/membership-promo'));
});

test('/pricing, /membership-promo and the consent dialog: hydrated in RTL languages, axe-clean', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await axePage(browser, { baseURL });
  for (const url of ['/membership-promo?lng=ar', '/pricing?lng=fa', '/membership-promo?lng=he']) {
    await page.goto(url);
    await expect(page.locator('html[dir="rtl"][data-app-ready]'), url).toBeAttached();
  }
  await page.goto('/membership-promo?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expectNoSeriousViolations(page, '/membership-promo');
  await page.goto('/pricing?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expectNoSeriousViolations(page, '/pricing');
  // Signed out: the dialog asks for the receipt e-mail.
  await pricingCard(page).getByRole('button', { name: 'Become a Member' }).click();
  await expect(consentDialog(page).getByRole('textbox', { name: 'E-mail for your receipt' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the consent dialog');
  await close();
});
