import { newAccount } from './support/accounts';
import { field, fillSignUp, submitButton } from './support/auth-page';
import { expect, test } from './support/fixtures';
import { CONFIRM_SUBJECT, linkIn, waitForMail } from './support/mailbox';
import { payWithCard } from './support/membership-purchase';
import { at } from './support/urls';

test('a guest pays the membership, creates the account from the success page, confirms it and is a member', async ({
  page,
  request,
}) => {
  const account = newAccount('guest-payer');

  // Signed out: the consent dialog asks for the receipt e-mail, and the TEST MODE page takes the payment.
  await page.goto('/pricing');
  await page.locator('#pricing').getByRole('button', { name: 'Become a Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and accept the membership terms' });
  await dialog.getByRole('textbox', { name: 'E-mail for your receipt' }).fill(account.email);
  await dialog.getByRole('region', { name: 'Membership terms' }).focus();
  await page.keyboard.press('End');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'I Agree - Proceed to Payment' }).click();
  await expect(page.getByText('TEST MODE: no real payment is taken')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');

  // Paid, but no account holds it yet: no "your membership is active, go to your dashboard".
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_local_/);
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you, your payment was received' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create your account' }).click();

  // The sign-up form opens with the paid e-mail prefilled.
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await fillSignUp(page, account);
  await submitButton(page, 'Sign Up').click();
  await expect(page.getByText('Account created! Please check your email', { exact: false }).first()).toBeVisible();

  // The receipt carries the same link; the confirmation link attaches the membership and signs in.
  const receipt = await waitForMail(request, account.email, 'Your Receptiva membership receipt');
  expect(linkIn(receipt, '/auth').searchParams.get('email')).toBe(account.email);
  const confirmation = await waitForMail(request, account.email, CONFIRM_SUBJECT);
  await page.goto(linkIn(confirmation, '/api/auth/verify-email').toString());
  await expect(page).toHaveURL(at('/dashboard'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/dashboard'));
});
