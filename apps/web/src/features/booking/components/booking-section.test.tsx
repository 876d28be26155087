import { demoBookingSchema } from '@receptiva/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { formatBookedTime, toDateTimeLocalValue, toIsoWithOffset } from '../utils/booking-time';
import { BookingSection } from './booking-section';

const BOOK = 'POST /api/demo-bookings';
const renderSection = () => renderRoutes([{ path: '/', element: <BookingSection /> }]);
const form = () => screen.getByRole('form', { name: 'Book a demo' });
const field = (name: string | RegExp) => within(form()).getByLabelText(name);
const submit = (user: UserEvent) => user.click(within(form()).getByRole('button', { name: 'Book my free demo' }));

/** A local date and time some days ahead, as the datetime-local input holds it. */
const localInDays = (days: number, hours = 14, minutes = 30): Date => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, 0, 0);
  return date;
};
const WHEN = localInDays(7);

async function fillValid(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    name: 'Jane Smith',
    email: 'jane@example.com',
    phone: '+1 555 123 4567',
    message: 'We miss calls at lunch.',
    ...overrides,
  };
  await screen.findByRole('form', { name: 'Book a demo' });
  for (const [label, value] of [
    [/^Full name/, values.name],
    [/^Email/, values.email],
    [/^Phone/, values.phone],
    [/^Anything we should know/, values.message],
  ] as const) {
    await user.clear(field(label));
    if (value) await user.paste(value); // clear() leaves the field focused
  }
  await user.selectOptions(field(/^Business type/), overrides.businessType ?? 'med-spa');
  fireEvent.change(field(/^Preferred date and time/), {
    target: { value: overrides.preferredAt ?? toDateTimeLocalValue(WHEN) },
  });
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resets the affiliate cookie a test set.
  document.cookie = 'am_id=; max-age=0; path=/';
});

describe('booking section', () => {
  it('has both anchors, a heading and the form when no widget is configured', async () => {
    mockApi();
    const { container } = renderSection();
    const section = container.querySelector('section#bookdemo');
    expect(section?.querySelector('#book-demo')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'See your AI receptionist in action' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Book a demo' });
    expect(field(/^Preferred date and time/)).toHaveAttribute('type', 'datetime-local');
    expect(field(/^Preferred date and time/)).toHaveAttribute('min');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(field(/^Preferred date and time/)).toHaveAccessibleDescription(`In your time zone: ${zone}`);
    expect(within(field(/^Business type/)).getByRole('option', { name: 'Other' })).toHaveValue('other');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('embeds the booking widget from the settings, lazily, instead of the form', async () => {
    mockApi({ settings: { ...defaultSettings, bookingWidgetUrl: 'https://booking.example.com/receptiva-demo' } });
    renderSection();
    const widget = await screen.findByTitle('Demo booking calendar');
    expect(widget.tagName).toBe('IFRAME');
    expect(widget).toHaveAttribute('src', 'https://booking.example.com/receptiva-demo');
    expect(widget).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('form', { name: 'Book a demo' })).toBeNull();
  });

  it('never embeds a non-http widget address; the form takes over', async () => {
    mockApi({ settings: { ...defaultSettings, bookingWidgetUrl: 'javascript:alert(1)' } });
    renderSection();
    await screen.findByRole('form', { name: 'Book a demo' });
    expect(screen.queryByTitle('Demo booking calendar')).toBeNull();
  });

  it('names every missing required field and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderSection();
    await screen.findByRole('form', { name: 'Book a demo' });

    await submit(user);

    await waitFor(() => expect(field(/^Full name/)).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, message] of [
      [/^Full name/, 'Enter your name.'],
      [/^Email/, 'Enter your email address.'],
      [/^Phone/, 'Enter your phone number.'],
      [/^Business type/, 'Choose your business type.'],
      [/^Preferred date and time/, 'Choose a date and time.'],
    ] as const) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field(/^Full name/)).toHaveFocus();
    expect(field(/^Anything we should know/)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/demo-bookings')).toHaveLength(0);
  });

  it.each([
    ['a one-letter name', { name: 'J' }, /^Full name/, 'Enter at least 2 characters.'],
    ['an invalid e-mail', { email: 'jane@' }, /^Email/, 'Enter a valid email address, like you@example.com.'],
    ['letters in the phone', { phone: 'call me' }, /^Phone/, 'Enter a phone number with at least 7 digits'],
    ['a short phone', { phone: '555 12' }, /^Phone/, 'Enter a phone number with at least 7 digits'],
    [
      'a past time',
      { preferredAt: toDateTimeLocalValue(localInDays(-1)) },
      /^Preferred date and time/,
      'Choose a time in the future.',
    ],
    [
      'a time over a year ahead',
      { preferredAt: toDateTimeLocalValue(localInDays(400)) },
      /^Preferred date and time/,
      'Choose a time within the next 12 months.',
    ],
  ])('refuses %s with a message on the field', async (_case, overrides, label, message) => {
    const api = mockApi();
    const { user } = renderSection();
    await fillValid(user, overrides);

    await submit(user);

    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.callsTo('POST', '/api/demo-bookings')).toHaveLength(0);
  });

  it('refuses a message over 2,000 characters', async () => {
    mockApi();
    const { user } = renderSection();
    await fillValid(user);
    fireEvent.change(field(/^Anything we should know/), { target: { value: 'x'.repeat(2001) } });

    await submit(user);

    expect(field(/^Anything we should know/)).toHaveAccessibleDescription('Keep your message under 2,000 characters.');
  });

  it('books the demo: sends the booking with zone, language and affiliate id, then confirms it', async () => {
    const preferredAt = toIsoWithOffset(WHEN);
    const stored = new Date(preferredAt).toISOString();
    const api = mockApi({ routes: { [BOOK]: () => jsonResponse({ id: 'booking-1', preferredAt: stored }, 201) } });
    // biome-ignore lint/suspicious/noDocumentCookie: the affiliate cookie the tracking code would have stored.
    document.cookie = 'am_id=partner_42; path=/';
    const { user } = renderSection();

    await fillValid(user, { name: '  Jane Smith ', email: ' jane@example.com ' });
    await submit(user);

    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await screen.findByRole('heading', { name: 'Your demo is booked!' })).toHaveFocus();
    expect(screen.getByText(`We will see you on ${formatBookedTime(stored, 'en', timeZone)}.`)).toBeInTheDocument();
    expect(screen.getByText(`Time zone: ${timeZone}`)).toBeInTheDocument();
    expect(screen.getByText(/A confirmation email is on its way to jane@example\.com\./)).toBeInTheDocument();

    const [call, ...others] = api.callsTo('POST', '/api/demo-bookings');
    expect(others).toHaveLength(0);
    expect(call?.body).toEqual({
      name: 'Jane Smith',
      email: 'jane@example.com',
      phone: '+1 555 123 4567',
      businessType: 'med-spa',
      preferredAt,
      timeZone,
      message: 'We miss calls at lunch.',
      locale: 'en',
      affiliateId: 'partner_42',
    });
    expect(preferredAt).toMatch(/^\d{4}-\d{2}-\d{2}T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(preferredAt).getTime()).toBe(WHEN.getTime());
    expect(demoBookingSchema.safeParse(call?.body).success).toBe(true);
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves out an invalid affiliate cookie and sends "other" as the business type', async () => {
    const api = mockApi({
      routes: { [BOOK]: () => jsonResponse({ id: 'b', preferredAt: WHEN.toISOString() }, 201) },
    });
    // biome-ignore lint/suspicious/noDocumentCookie: an affiliate cookie with characters the rules refuse.
    document.cookie = `am_id=${encodeURIComponent('<script>')}; path=/`;
    const { user } = renderSection();

    await fillValid(user, { businessType: 'other', message: '' });
    await submit(user);

    await screen.findByRole('heading', { name: 'Your demo is booked!' });
    const body = api.callsTo('POST', '/api/demo-bookings')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('affiliateId');
    expect(body).toMatchObject({ businessType: 'other', message: '' });
  });

  it('shows the server’s field errors on their fields', async () => {
    mockApi({
      routes: {
        [BOOK]: () =>
          jsonResponse(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Some fields are missing or invalid.',
                fields: { email: 'Invalid email address', timeZone: 'Unknown time zone.' },
              },
            },
            400,
          ),
      },
    });
    const { user } = renderSection();
    await fillValid(user);

    await submit(user);

    expect(
      await within(form()).findByText('Some details were not accepted. Check the highlighted fields.'),
    ).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveAccessibleDescription('Enter a valid email address, like you@example.com.');
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Preferred date and time/)).toHaveAccessibleDescription(
      expect.stringContaining('We could not read your time zone.'),
    );
    expect(field(/^Full name/)).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [
      'the rate limit',
      () => jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }, 429),
      'You have sent several booking requests in a short time. Please wait a few minutes and try again.',
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'We could not reach our server. Check your connection and try again.',
    ],
    [
      'a server failure',
      () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Boom' } }, 500),
      'Your demo could not be booked. Please try again, or call us.',
    ],
  ])('reports %s in the form', async (_case, answer, message) => {
    mockApi({ routes: { [BOOK]: answer } });
    const { user } = renderSection();
    await fillValid(user);

    await submit(user);

    const alert = await within(form()).findByText(message);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(form()).getByRole('button', { name: 'Book my free demo' })).toBeEnabled();
  });

  it('sends one request however often the button is pressed while booking', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ routes: { [BOOK]: () => new Promise<Response>((resolve) => (answer = resolve)) } });
    const { user } = renderSection();
    await fillValid(user);

    await submit(user);
    const busy = await within(form()).findByRole('button', { name: 'Booking your demo...' });
    expect(busy).toBeDisabled();
    fireEvent.submit(form());
    fireEvent.submit(form());

    expect(api.callsTo('POST', '/api/demo-bookings')).toHaveLength(1);
    answer(jsonResponse({ id: 'b', preferredAt: WHEN.toISOString() }, 201));
    await screen.findByRole('heading', { name: 'Your demo is booked!' });
    expect(api.callsTo('POST', '/api/demo-bookings')).toHaveLength(1);
  });
});
