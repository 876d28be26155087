import type { Page } from '@playwright/test';
import { createConfirmedAccount, newAccount, uniqueEmail } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { buyMembershipInTestMode } from './support/membership-purchase';

// Issue 15 acceptance (items 1–3), through the UI in Chromium: a new member is led from the payment into the setup
// wizard, which saves each step on the server (a reload finds the data), adds a teammate through the team feature,
// completes, and shows on the dashboard; profile-update mode edits one field; the onboarding form checks each
// required field, sends, thanks, and both e-mails are in the local mailbox.

const STAFF_EMAIL = 'support@receptiva.ai';

const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Setup steps' }).locator('[aria-current="step"]');

const yesNo = (page: Page, question: RegExp, answer: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();

/** The Compliance answers: no recording, no outbound contact, no health data, 90 days, an AI disclosure. */
async function answerCompliance(page: Page) {
  await yesNo(page, /May the agent record calls/, 'No');
  await yesNo(page, /call or text your customers/, 'No');
  await yesNo(page, /handle health information/, 'No');
  await page.getByRole('combobox', { name: /How long should recordings/ }).selectOption('90');
  await page.getByRole('textbox', { name: /AI-disclosure greeting/ }).fill('Hi, I am the virtual assistant.');
}

test('a new member is led into the setup wizard, finishes it, and edits the profile later', async ({
  browser,
  request,
  baseURL,
}) => {
  // A paid membership, a reload, a team invitation and axe on five pages.
  test.setTimeout(300_000);
  const owner = newAccount('setup-owner', { firstName: 'Olivia', lastName: 'Owner' });
  await createConfirmedAccount(request, baseURL!, owner);
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, owner.email, owner.password, '/membership-promo');
  await buyMembershipInTestMode(page);

  // Led from the payment into the wizard's welcome mode.
  await page.getByRole('link', { name: 'Set up your AI receptionist' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to your membership!' })).toBeVisible();
  await expectNoSeriousViolations(page, '/setup (welcome)');
  await page.getByRole('button', { name: 'Start setup' }).click();
  await expect(currentStep(page)).toContainText('Business Information');

  // Business Information: a missing field is named, then the step is saved on the way out.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: /Business name/ })).toHaveAccessibleDescription(
    'Please fill in this field.',
  );
  await page.getByRole('textbox', { name: /Business name/ }).fill('Bright Smiles Dental');
  await page.getByRole('combobox', { name: /Business type/ }).selectOption('dental-practice');
  await page.getByRole('textbox', { name: /Business phone/ }).fill('+1 555 010 2000');
  await page.getByRole('textbox', { name: /^Address/ }).fill('12 Main Street, Springfield');
  await page.getByRole('combobox', { name: /Time zone/ }).selectOption('America/Chicago');
  await expectNoSeriousViolations(page, '/setup (Business Information)');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Team Members' })).toBeFocused();

  // A reload resumes at the saved step, and the saved answers are there.
  await page.reload();
  await expect(currentStep(page)).toContainText('Team Members');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: /Business name/ })).toHaveValue('Bright Smiles Dental');
  await expect(page.getByRole('combobox', { name: /Time zone/ })).toHaveValue('America/Chicago');
  await page.getByRole('button', { name: 'Next' }).click();

  // Team Members: the team feature's own dialog, rules and notice.
  const teammate = uniqueEmail('setup-teammate');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Tom');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Teammate');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(teammate);
  await dialog.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: teammate })).toBeVisible();
  await expectNoSeriousViolations(page, '/setup (Team Members)');
  await page.getByRole('button', { name: 'Next' }).click();

  // Compliance, each question explained with a link to /legal, then finished.
  await expect(currentStep(page)).toContainText('Compliance');
  await expect(page.getByRole('link', { name: 'Read our privacy policy' }).first()).toHaveAttribute(
    'href',
    '/legal#privacy',
  );
  await answerCompliance(page);
  await expectNoSeriousViolations(page, '/setup (Compliance)');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Setup complete' })).toBeFocused();

  // The dashboard shows the setup as complete, with the way into profile-update mode.
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  const card = page.getByRole('main').getByRole('heading', { level: 2, name: 'Setup complete' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish setting up your AI receptionist' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/dashboard (setup complete)');
  await page.getByRole('link', { name: 'Edit business profile' }).click();

  // Profile-update mode: one field changes, saved when the step is left; the setup stays complete.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit business profile' })).toBeVisible();
  await page.getByRole('textbox', { name: /Business phone/ }).fill('+1 555 010 9999');
  await page
    .getByRole('navigation', { name: 'Setup steps' })
    .getByRole('button', { name: /Compliance/ })
    .click();
  await expect(currentStep(page)).toContainText('Compliance');
  await page.goto('/setup?step=business');
  await expect(page.getByRole('textbox', { name: /Business phone/ })).toHaveValue('+1 555 010 9999');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit business profile' })).toBeVisible();
  await close();
});

test('the onboarding form checks each required field, sends, thanks, and both e-mails arrive', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const guest = uniqueEmail('onboarding-guest');
  const business = `Garden Care ${Date.now().toString(36)}`;
  const { page, close } = await axePage(browser, { baseURL });
  await page.goto('/onboarding-form');
  const form = page.getByRole('form', { name: 'Onboarding form' });
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding form' })).toBeVisible();
  await expectNoSeriousViolations(page, '/onboarding-form');

  await form.getByRole('button', { name: 'Send the onboarding form' }).click();
  await expect(form.getByText('Some answers need your attention: please check the marked fields.')).toBeVisible();
  const required = 'Please fill in this field.';
  for (const name of [/Your name/, /^E-mail/, /Business name/, /Business phone/, /^Address/]) {
    await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription(new RegExp(`^${required}`));
  }
  await expect(form.getByRole('combobox', { name: /Business type/ })).toHaveAccessibleDescription(required);
  await expect(form.getByRole('combobox', { name: /How long should recordings/ })).toHaveAccessibleDescription(
    required,
  );
  await expect(form.getByRole('textbox', { name: /AI-disclosure greeting/ })).toHaveAccessibleDescription(
    new RegExp(`^${required}`),
  );
  for (const question of [/May the agent record calls/, /call or text your customers/, /handle health information/]) {
    await expect(form.getByRole('group', { name: question })).toHaveAccessibleDescription(required);
  }
  await expectNoSeriousViolations(page, '/onboarding-form (errors)');

  await form.getByRole('textbox', { name: /Your name/ }).fill('Gina Guest');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(guest);
  await form.getByRole('textbox', { name: /Business name/ }).fill(business);
  await form.getByRole('combobox', { name: /Business type/ }).selectOption('dental-practice');
  await form.getByRole('textbox', { name: /Business phone/ }).fill('+1 555 010 4000');
  await form.getByRole('textbox', { name: /^Address/ }).fill('1 Garden Way');
  await form.getByRole('button', { name: 'Add a service' }).click();
  await form.getByRole('textbox', { name: /^Service/ }).fill('Lawn care');
  await form.getByRole('textbox', { name: /Price/ }).fill('49.50');
  await answerCompliance(page);
  await form.getByRole('button', { name: 'Send the onboarding form' }).click();

  await expect(page).toHaveURL(/\/onboarding-thank-you$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your onboarding form is on its way' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule an onboarding call' })).toHaveAttribute(
    'href',
    '/schedule-onboarding',
  );
  await expectNoSeriousViolations(page, '/onboarding-thank-you');

  const copy = await waitForMail(request, guest, 'Your onboarding form for Receptiva');
  expect(copy.text).toContain('Lawn care: $49.50');
  const notice = await waitForMail(request, STAFF_EMAIL, `New onboarding form: ${business}`);
  expect(notice.text).toMatch(/\/staff-dashboard\?onboarding=[0-9a-f-]{36}/);
  await close();
});
