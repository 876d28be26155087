import { createConfirmedAccount, DEMO, DEMO_PASSWORD, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { readMailbox } from './support/mailbox';

// Issue 15, items 4 and 5: the DIY guide's progress survives a reload; /schedule-onboarding is for members only; a
// member books an onboarding call and gets the confirmation (with its .ics) in the local mailbox.

test('a visitor reads the DIY guide with its university links and is invited to sign in', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await axePage(browser, { baseURL });
  await page.goto('/diy-onboarding#connect-calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do-it-yourself setup guide');
  const steps = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(steps).toHaveText([
    'Create your agent',
    'Connect a phone number',
    'Connect your calendar',
    'Connect your CRM',
    'Write the greeting and answers',
    'Make a test call',
    'Go live',
  ]);
  const calendar = page.locator('section#connect-calendar');
  await expect(calendar.getByText('About 15 minutes')).toBeVisible();
  await expect(
    calendar.getByRole('link', { name: 'Booking rules: hours, buffers and appointment types' }),
  ).toHaveAttribute('href', '/university#your-voice-agent');
  await expect(page.getByRole('link', { name: 'Sign in to save your progress' })).toBeVisible();
  await expectNoSeriousViolations(page, '/diy-onboarding (visitor)');
  await close();
});

test('a signed-in user ticks DIY steps; the progress survives a reload and shows on the dashboard', async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount('diy');
  await createConfirmedAccount(request, baseURL!, account);
  await signIn(page, account.email, account.password, '/membership-promo');
  await page.goto('/diy-onboarding');
  await expect(page.getByTestId('diy-progress')).toHaveText('Your progress: 0 of 7 steps done.');
  const tick = (step: string) => page.getByRole('checkbox', { name: `Mark “${step}” as done` });
  await tick('Create your agent').check();
  await expect(page.getByTestId('diy-progress')).toHaveText('Your progress: 1 of 7 steps done.');
  await tick('Connect your calendar').check();
  await expect(page.getByTestId('diy-progress')).toHaveText('Your progress: 2 of 7 steps done.');

  await page.reload();
  await expect(page.getByTestId('diy-progress')).toHaveText('Your progress: 2 of 7 steps done.');
  await expect(tick('Create your agent')).toBeChecked();
  await expect(tick('Connect your calendar')).toBeChecked();
  await expect(tick('Connect a phone number')).not.toBeChecked();
  await tick('Connect your calendar').uncheck();
  await expect(page.getByTestId('diy-progress')).toHaveText('Your progress: 1 of 7 steps done.');
  await page.reload();
  await expect(page.getByTestId('diy-progress')).toHaveText('Your progress: 1 of 7 steps done.');
});

test('a non-member opening /schedule-onboarding is sent to the dashboard, which sends them on', async ({ page }) => {
  await signIn(page, DEMO.visitor, DEMO_PASSWORD, '/membership-promo');
  await page.goto('/schedule-onboarding');
  await expect(page).toHaveURL(/\/(dashboard|membership-promo)$/);
  await expect(page).not.toHaveURL(/schedule-onboarding/);
});

test('a member books an onboarding call in their time zone and gets the confirmation with an .ics', async ({
  browser,
  baseURL,
  request,
}) => {
  const { page, close } = await axePage(browser, { baseURL, timezoneId: 'Europe/Berlin' });
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await expect(page.getByTestId('diy-progress-card')).toContainText('DIY setup:');
  await page.getByRole('link', { name: 'Schedule a call' }).click();
  await expect(page).toHaveURL(/\/schedule-onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule your onboarding call');
  const form = page.getByRole('form', { name: 'Book an onboarding call' });
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.owner);
  await expect(form.getByText('Times are shown in your time zone (Europe/Berlin).', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, '/schedule-onboarding (form)');

  // Submitting without a time says what is missing, on the field.
  await form.getByRole('textbox', { name: 'Phone number we should call' }).fill('+1 555 010 4000');
  await form.getByRole('button', { name: 'Book the call' }).click();
  await expect(form.getByText('Choose a day and a time.')).toBeVisible();

  const day = form.getByRole('combobox', { name: 'Day' });
  const firstDay = await day.locator('option:not([disabled])').nth(2).getAttribute('value');
  await day.selectOption(firstDay!);
  const time = form.getByRole('combobox', { name: 'Time' });
  const chosen = await time.locator('option').first().textContent();
  await form.getByRole('button', { name: 'Book the call' }).click();

  await expect(page.getByRole('heading', { name: 'Your onboarding call is booked' })).toBeVisible();
  await expect(page.getByTestId('onboarding-call-time')).toContainText(chosen!.trim());
  await expectNoSeriousViolations(page, '/schedule-onboarding (booked)');

  await expect
    .poll(async () =>
      (await readMailbox(request, DEMO.owner)).some((m) => m.subject.includes('onboarding call is booked')),
    )
    .toBe(true);
  const confirmation = (await readMailbox(request, DEMO.owner)).find((m) =>
    m.subject.includes('onboarding call is booked'),
  )!;
  expect(confirmation.text).toContain('(Europe/Berlin)');
  const withFiles = confirmation as typeof confirmation & { attachments: { filename: string; content: string }[] };
  expect(withFiles.attachments[0]!.filename).toBe('onboarding-call.ics');
  expect(withFiles.attachments[0]!.content).toContain('METHOD:REQUEST');

  await page.goto('/dashboard');
  await expect(page.getByTestId('onboarding-call-card')).toContainText('Booked for');
  await close();
});
