import { expect, type Page, type Request } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { decideConsent, expectScrolledTo, skipBookingPopup } from './home-page';

export const TIME_ZONE = 'America/New_York';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the instant `offsetDays` from now, on the calendar of TIME_ZONE. */
export const dayInZone = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * DAY_MS),
  );
/** "Friday, March 13, 2026" for a `YYYY-MM-DD` day. */
export const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

export const form = (page: Page) => page.getByRole('form', { name: 'Book a demo' });
/** A control by its accessible name (the label without its aria-hidden '*'). */
export const field = (page: Page, label: string) =>
  form(page).getByRole(label === 'Business type' ? 'combobox' : 'textbox', { name: label, exact: true });
export const submit = (page: Page) => form(page).getByRole('button', { name: 'Book my free demo' }).click();

/** Opens / as a returning visitor (consent given, popup seen) and scrolls to the booking form. */
export async function openBookingForm(page: Page): Promise<void> {
  await decideConsent(page);
  await skipBookingPopup(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Book Demo', exact: true }).click();
  await expectScrolledTo(page, '#book-demo');
  await expect(form(page)).toBeVisible();
}

/** Every POST the page sends to the booking endpoint. */
export function watchBookingRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/demo-bookings') sent.push(request);
  });
  return sent;
}

export interface Booking {
  name: string;
  email: string;
  phone: string;
  businessType: string;
  preferredAt: string;
  message: string;
}

export async function fillBooking(page: Page, booking: Booking): Promise<void> {
  await field(page, 'Full name').fill(booking.name);
  await field(page, 'Email').fill(booking.email);
  await field(page, 'Phone').fill(booking.phone);
  await field(page, 'Business type').selectOption({ label: booking.businessType });
  await field(page, 'Preferred date and time').fill(booking.preferredAt);
  await field(page, 'Anything we should know? (optional)').fill(booking.message);
}

export const aBooking = (label: string, overrides: Partial<Booking> = {}): Booking => ({
  name: `Grace ${label} ${Date.now().toString(36)}`,
  email: uniqueEmail(label),
  phone: '+1 555 010 7788',
  businessType: 'Dental Practice',
  preferredAt: `${dayInZone(3)}T14:30`,
  message: 'We miss calls during lunch.',
  ...overrides,
});
