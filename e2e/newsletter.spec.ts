import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { linkIn, type MailboxMessage, readMailbox, waitForMail } from './support/mailbox';
import { at } from './support/urls';

// Issue 14 acceptance, through the UI in Chromium: the sign-up shows the thank-you, the confirmation e-mail arrives in
// the local mailbox, its link confirms, its List-Unsubscribe headers are there, and the unsubscribe link unsubscribes.

const CONFIRM_SUBJECT = 'Confirm your subscription to the Receptiva newsletter';
const WELCOME_SUBJECT = 'Welcome to the Receptiva newsletter';
const ONE_CLICK = /^<(http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=[\w-]{43})>$/;

const newAddress = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** The sign-up form by its heading: the /blog card or the footer's. */
const signupForm = (scope: Page | Locator, name: string) => scope.getByRole('form', { name });

async function subscribe(form: Locator, email: string) {
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

/** The one-click URL of a newsletter e-mail, after checking both headers RFC 8058 asks for. */
function oneClickUrl(mail: MailboxMessage): string {
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const match = ONE_CLICK.exec(mail.headers['List-Unsubscribe'] ?? '');
  expect(match, `List-Unsubscribe of "${mail.subject}": ${mail.headers['List-Unsubscribe']}`).not.toBeNull();
  return match![1]!;
}

test('a visitor signs up on /blog, confirms from the mailbox and unsubscribes with the e-mail’s link', async ({
  page,
  request,
}) => {
  const email = newAddress('reader');
  await page.goto('/blog');
  const form = signupForm(page.getByRole('complementary'), 'Get new articles by e-mail');
  await subscribe(form, email);
  const thanks = page.getByRole('region', { name: 'Get new articles by e-mail' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(email);
  await expect(form).toHaveCount(0);

  const confirmation = await waitForMail(request, email, CONFIRM_SUBJECT);
  oneClickUrl(confirmation);
  expect(confirmation.text).toContain('/newsletter/unsubscribe?token=');

  await page.goto(linkIn(confirmation, '/newsletter/confirm').toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();

  // A confirmed subscriber signing up again gets nothing new; the welcome carries the way out.
  const welcome = await waitForMail(request, email, WELCOME_SUBJECT);
  oneClickUrl(welcome);
  await page.goto('/pricing');
  await subscribe(signupForm(page.getByRole('contentinfo'), 'Newsletter'), email);
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  expect((await readMailbox(request, email)).filter((mail) => mail.subject === CONFIRM_SUBJECT)).toHaveLength(1);

  await page.goto(linkIn(welcome, '/newsletter/unsubscribe').toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

  // No longer subscribed: signing up again starts the double opt-in anew.
  await page.goto('/pricing');
  await subscribe(signupForm(page.getByRole('contentinfo'), 'Newsletter'), email);
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  await expect
    .poll(async () => (await readMailbox(request, email)).filter((mail) => mail.subject === CONFIRM_SUBJECT).length)
    .toBe(2);
});

test('a mail client unsubscribes in one click; opening the link only leads to the page that asks', async ({
  page,
  playwright,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/newsletter\/confirmations .*status of 404/); // the used link, on purpose
  const de = (key: string) => text('de', 'newsletter', key);
  const email = newAddress('one-click');
  await page.goto('/pricing?lng=de');
  const form = signupForm(page.getByRole('contentinfo'), de('signup.footer.title'));
  await form.getByRole('button', { name: de('signup.submit') }).click();
  await expect(form.getByText(de('signup.errors.emailRequired'))).toBeVisible();
  await form.getByLabel(de('signup.emailLabel')).fill(email);
  await form.getByRole('button', { name: de('signup.submit') }).click();
  await expect(page.getByText(de('signup.thanks.title'))).toBeVisible();

  const mailClient = await playwright.request.newContext({ baseURL });
  const confirmation = await waitForMail(mailClient, email, 'Bestätigen Sie Ihr Abonnement des Receptiva-Newsletters');
  const url = oneClickUrl(confirmation);
  const { search } = new URL(url);

  // A browser (or a mail scanner) opening the URL changes nothing: it shows the page that asks.
  await page.goto(url);
  await expect(page).toHaveURL(at(`/newsletter/unsubscribe${search}`));
  await expect(page.getByRole('heading', { level: 1, name: de('unsubscribe.title') })).toBeVisible();

  // What a mail provider sends (RFC 8058): a form POST, without a cookie or an Origin.
  const response = await mailClient.post(url, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'unsubscribed' });
  await mailClient.dispose();

  // Unsubscribed before confirming: the confirmation link no longer confirms.
  await page.goto(linkIn(confirmation, '/newsletter/confirm').toString());
  await expect(page.getByRole('heading', { level: 1, name: de('confirm.invalid.title') })).toBeVisible();
});

test('the sign-up and the newsletter pages have no serious accessibility violations', async ({ browser }) => {
  const { page, close } = await axePage(browser, { allow: [/\/api\/newsletter\/confirmations .*status of 404/] });
  await page.goto('/blog');
  await expectNoSeriousViolations(page, '/blog with the sign-up');
  await page.goto('/newsletter/confirm?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expectNoSeriousViolations(page, '/newsletter/confirm with a wrong link');
  await page.goto('/newsletter/unsubscribe?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await expectNoSeriousViolations(page, '/newsletter/unsubscribe');

  const ar = (key: string) => text('ar', 'newsletter', key);
  await page.goto('/pricing?lng=ar');
  const form = signupForm(page.getByRole('contentinfo'), ar('signup.footer.title'));
  await expect(form.getByLabel(ar('signup.emailLabel'))).toHaveAttribute('dir', 'ltr');
  await form.getByRole('button', { name: ar('signup.submit') }).click();
  await expect(form.getByText(ar('signup.errors.emailRequired'))).toBeVisible();
  await expectNoSeriousViolations(page, 'the footer sign-up in Arabic, with its error');
  await form.getByLabel(ar('signup.emailLabel')).fill(newAddress('axe'));
  await form.getByRole('button', { name: ar('signup.submit') }).click();
  await expect(page.getByText(ar('signup.thanks.title'))).toBeVisible();
  await expectNoSeriousViolations(page, 'the footer thank-you in Arabic');
  await close();
});
