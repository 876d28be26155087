import {
  aBooking,
  DAY_MS,
  dayInZone,
  field,
  fillBooking,
  form,
  longDate,
  openBookingForm,
  submit,
  TIME_ZONE,
  watchBookingRequests,
} from './support/booking-form';
import { expect, test } from './support/fixtures';
import { bookingPopup, decideConsent } from './support/home-page';
import { readMailbox, waitForMail } from './support/mailbox';

test.use({ timezoneId: TIME_ZONE, locale: 'en-US' });

test('the booking popup opens once, 15 s after the home page loads, and not again in the same visit', async ({
  page,
  context,
}) => {
  await decideConsent(page);
  await page.clock.install();
  // The (fake) time the server-rendered home page was hydrated (<html data-app-ready>): the popup's 15 s start there.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.appReady) return;
      Object.assign(window, { e2eMountedAt: Date.now() });
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
  });
  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const mountedAt = await page.evaluate(() => (window as { e2eMountedAt?: number }).e2eMountedAt ?? Number.NaN);
  expect(mountedAt).not.toBeNaN();
  // Stop the clock 3 s after mounting (well ahead of now), then move it on by hand: 14.5 s, then 15.5 s after mounting.
  await page.clock.pauseAt(mountedAt + 3000);
  await page.clock.runFor(11_500);
  await expect(bookingPopup(page)).toHaveCount(0);
  await page.clock.runFor(1000);
  // The dialog and the form inside load lazily, and React's Suspense needs timers to show them.
  await page.clock.resume();
  const popup = bookingPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('form', { name: 'Book a demo' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // Reloading in the same tab is the same visit: no popup, however long the visitor stays.
  await page.reload();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bookingPopup(page)).toHaveCount(0);

  // A new tab is a new visit.
  const other = await context.newPage();
  await other.clock.install();
  await other.goto('/');
  await expect(other.locator('html[data-app-ready]')).toBeAttached();
  await other.clock.fastForward('00:20');
  await expect(bookingPopup(other)).toBeVisible();
});

test('the booking form checks every field before anything is sent', async ({ page }) => {
  const sent = watchBookingRequests(page);
  await openBookingForm(page);
  await expect(form(page).getByText(`In your time zone: ${TIME_ZONE}`)).toBeVisible();

  await submit(page);
  const required: [string, string][] = [
    ['Full name', 'Enter your name.'],
    ['Email', 'Enter your email address.'],
    ['Phone', 'Enter your phone number.'],
    ['Business type', 'Choose your business type.'],
    ['Preferred date and time', 'Choose a date and time.'],
  ];
  for (const [label, message] of required) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message.replace('.', '\\.')}`));
  }
  await expect(field(page, 'Full name')).toBeFocused();

  await fillBooking(page, {
    name: 'A',
    email: 'not-an-email',
    phone: '12-ab',
    businessType: 'Dental Practice',
    preferredAt: `${dayInZone(400)}T10:00`,
    message: 'x'.repeat(2001),
  });
  await submit(page);
  const invalid: [string, string][] = [
    ['Full name', 'Enter at least 2 characters.'],
    ['Email', 'Enter a valid email address, like you@example.com.'],
    ['Phone', 'Enter a phone number with at least 7 digits'],
    ['Preferred date and time', 'Choose a time within the next 12 months.'],
    ['Anything we should know? (optional)', 'Keep your message under 2,000 characters.'],
  ];
  for (const [label, message] of invalid) {
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.()]/g, '\\$&')}`));
  }
  await expect(field(page, 'Business type')).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent, 'requests sent for an invalid form').toHaveLength(0);
});

test('a valid booking succeeds, and the visitor and the staff each get an e-mail', async ({ page, request }) => {
  const booking = aBooking('booking');
  await openBookingForm(page);
  await fillBooking(page, booking);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/demo-bookings' && r.request().method() === 'POST'),
    submit(page),
  ]);
  expect(response.status()).toBe(201);

  const success = page.locator('#book-demo');
  await expect(success.getByRole('heading', { name: 'Your demo is booked!' })).toBeFocused();
  await expect(success.getByText(/^We will see you on /)).toContainText(longDate(dayInZone(3)));
  await expect(success.getByText(/^We will see you on /)).toContainText(/2:30\sPM/);
  await expect(success.getByText(`Time zone: ${TIME_ZONE}`)).toBeVisible();
  await expect(success.getByText(`A confirmation email is on its way to ${booking.email}.`)).toBeVisible();

  const confirmation = await waitForMail(request, booking.email, 'We received your Receptiva demo request');
  expect(confirmation.text).toContain(booking.phone);
  expect(confirmation.text).toContain(TIME_ZONE);
  expect(confirmation.text).toContain(longDate(dayInZone(3)));

  const settings = (await (await request.get('/api/settings/public')).json()) as { supportEmail: string };
  const staff = await waitForMail(
    request,
    settings.supportEmail,
    `New demo booking: ${booking.name} (Dental Practice)`,
  );
  expect(staff.text).toContain(booking.email);
  expect(staff.text).toContain(booking.message);
});

test('a time in the past is refused by the form, and nothing is sent', async ({ page }) => {
  const sent = watchBookingRequests(page);
  const booking = aBooking('past', { preferredAt: `${dayInZone(-1)}T10:00` });
  await openBookingForm(page);
  await fillBooking(page, booking);
  await submit(page);
  await expect(field(page, 'Preferred date and time')).toHaveAccessibleDescription(/^Choose a time in the future\./);
  expect(sent).toHaveLength(0);
});

test('the server refuses a past time even when the browser clock is wrong', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/\/api\/demo-bookings .*status of 400/);
  // The visitor's clock is three days behind: yesterday looks like the future to the form, not to the server.
  await page.clock.install({ time: new Date(Date.now() - 3 * DAY_MS) });
  const booking = aBooking('late-clock', { preferredAt: `${dayInZone(-1)}T10:00` });
  await openBookingForm(page);
  await fillBooking(page, booking);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/demo-bookings'),
    submit(page),
  ]);
  expect(response.status()).toBe(400);
  await expect(form(page).getByText('Some details were not accepted. Check the highlighted fields.')).toBeVisible();
  await expect(field(page, 'Preferred date and time')).toHaveAccessibleDescription(/^This time cannot be booked\./);
  await expect(page.getByRole('heading', { name: 'Your demo is booked!' })).toHaveCount(0);
  expect(await readMailbox(request, booking.email)).toEqual([]);
});
