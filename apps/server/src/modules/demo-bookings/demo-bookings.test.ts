import type { DemoBookingCreated } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readMailbox } from '../../../test/accounts';
import { createCapturingLogger } from '../../../test/logger';
import { countRows, createTestServer, type TestServer } from '../../../test/server';
import { demoBookings, emailOutbox, siteSettings } from '../../db/schema';
import { DEFAULT_PRIVATE_SETTINGS } from '../../db/settings-defaults';
import { translateEmail } from '../../locales';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 14:00 UTC on the next 15 January: always winter in Paris (UTC+1, so 15:00 there), always within 365 days. */
function nextJanuary15(now = new Date()): Date {
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), 0, 15, 14, 0, 0));
  return thisYear.getTime() > now.getTime() + 60_000
    ? thisYear
    : new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 15, 14, 0, 0));
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let serial = 0;
const uniqueEmail = () => `visitor-${process.pid}-${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
/** Each request from its own address unless a test is about the per-IP limit (the server trusts X-Forwarded-For). */
const fromIp = (ip = `198.51.${Math.floor(serial / 250)}.${serial % 250}`) => ({ 'x-forwarded-for': ip });

const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail(),
  phone: '+1 (555) 010-2000',
  businessType: 'Med spa',
  preferredAt: inDays(7),
  timeZone: 'America/New_York',
  message: 'We miss calls on Saturdays.',
  locale: 'en',
  ...overrides,
});

describe('POST /api/demo-bookings', () => {
  const logger = createCapturingLogger();
  let server: TestServer;

  beforeAll(async () => {
    // No periodic tick: only the kick after the commit can deliver the booking e-mails.
    server = await createTestServer({ TRUST_PROXY: 'true' }, { logger, mailIntervalMs: 600_000 });
  });
  afterAll(async () => {
    await server?.close();
  });

  const book = (body: unknown, headers: Record<string, string> = fromIp()) =>
    server.client().request('/api/demo-bookings', { method: 'POST', json: body, headers });

  const bookRaw = (body: string, headers: Record<string, string> = fromIp()) =>
    server.client().request('/api/demo-bookings', { method: 'POST', body, headers });

  const outboxFor = (to: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  const counts = async () => ({
    bookings: await countRows(server.db, demoBookings),
    outbox: await countRows(server.db, emailOutbox),
  });

  it('stores the booking, queues a French confirmation and an English staff notice, and sends both', async () => {
    const preferredAt = nextJanuary15();
    const body = bookingBody({
      name: 'Camille Durand',
      email: uniqueEmail().toUpperCase(),
      preferredAt: preferredAt.toISOString(),
      timeZone: 'Europe/Paris',
      locale: 'fr-FR',
      businessType: 'Cabinet dentaire',
      message: 'Nous manquons des appels le samedi.',
      affiliateId: ' partner_42 ',
    });
    const response = await book(body);
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as DemoBookingCreated;
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), preferredAt: preferredAt.toISOString() });

    const email = body.email.toLowerCase();
    const [row] = await server.db.select().from(demoBookings).where(eq(demoBookings.id, created.id));
    expect(row).toMatchObject({
      name: 'Camille Durand',
      email,
      phone: '+1 (555) 010-2000',
      businessType: 'Cabinet dentaire',
      timeZone: 'Europe/Paris',
      message: 'Nous manquons des appels le samedi.',
      locale: 'fr',
      affiliateId: 'partner_42',
      status: 'new',
    });
    expect(row!.preferredAt.toISOString()).toBe(preferredAt.toISOString());

    const [confirmation, ...others] = await outboxFor(email);
    expect(others).toHaveLength(0);
    expect(confirmation).toMatchObject({ kind: 'booking-confirmation', locale: 'fr' });
    expect(confirmation!.html).toMatch(/<html lang="fr" dir="ltr">/);
    // 14:00 UTC in January is 15:00 in Paris, written the French way.
    for (const part of [confirmation!.text, confirmation!.html]) {
      expect(part).toContain('15:00');
      expect(part).toContain('janvier');
      expect(part).toContain('(Europe/Paris)');
      expect(part).toContain('Camille Durand');
      expect(part).toContain('Cabinet dentaire');
    }
    expect(confirmation!.text).not.toContain('<');

    const staff = DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail;
    const [notice] = await server.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, staff), eq(emailOutbox.kind, 'booking-notice')));
    expect(notice).toMatchObject({ locale: 'en', subject: 'New demo booking: Camille Durand (Cabinet dentaire)' });
    expect(notice!.html).toMatch(/<html lang="en" dir="ltr">/);
    for (const expected of [
      'Camille Durand',
      email,
      '+1 (555) 010-2000',
      'Cabinet dentaire',
      '3:00 PM GMT+1 (Europe/Paris)',
      '2:00 PM UTC',
      'Nous manquons des appels le samedi.',
      'partner_42',
      created.id,
    ]) {
      expect(notice!.text).toContain(expected);
    }

    // The worker was kicked after the commit: both messages leave without waiting for a tick.
    const statusOf = async (id: string) =>
      (await server.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]?.status;
    await vi.waitFor(async () => {
      expect([await statusOf(confirmation!.id), await statusOf(notice!.id)]).toEqual(['sent', 'sent']);
    });
    const [inbox] = await readMailbox(server.client(), email);
    // The visitor chose French: the subject is the French catalog's, not the English one.
    expect(inbox!.subject).toBe(translateEmail('fr', 'bookingConfirmation.subject', { brand: 'Receptiva' }));
    expect(inbox!.subject).not.toBe(translateEmail('en', 'bookingConfirmation.subject', { brand: 'Receptiva' }));
  });

  it("names the business type chosen from the list: in the visitor's language for them, in English for staff", async () => {
    const body = bookingBody({ businessType: 'dental-practice', locale: 'de' });
    expect((await book(body)).status).toBe(201);
    const [confirmation] = await outboxFor(body.email);
    expect(confirmation!.text).toContain('Zahnarztpraxis');
    expect(confirmation!.text).not.toContain('dental-practice');
    const staff = DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail;
    const notices = await server.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, staff), eq(emailOutbox.kind, 'booking-notice')));
    const notice = notices.find((entry) => entry.text.includes(body.email));
    expect(notice?.subject).toBe('New demo booking: Ada Lovelace (Dental Practice)');

    const other = bookingBody({ businessType: 'other', locale: 'es' });
    expect((await book(other)).status).toBe(201);
    const [otherConfirmation] = await outboxFor(other.email);
    expect(otherConfirmation!.text).toContain('Otro');
  });

  it('escapes what the visitor typed in the HTML part, and writes right-to-left for Arabic', async () => {
    const body = bookingBody({ name: 'Zoë <script>alert(1)</script>', businessType: 'Spa & "Wellness"', locale: 'ar' });
    expect((await book(body)).status).toBe(201);
    const [mail] = await outboxFor(body.email);
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('Zoë &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('Spa &amp; &quot;Wellness&quot;');
    expect(mail!.text).toContain('Zoë <script>alert(1)</script>');
  });

  it('writes in English for a missing or unknown locale, and keeps the canonical zone name', async () => {
    for (const locale of [undefined, 'xx', 'x'.repeat(35)]) {
      const body = bookingBody({ locale, timeZone: 'asia/tokyo' });
      const response = await book(body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as DemoBookingCreated;
      const [row] = await server.db.select().from(demoBookings).where(eq(demoBookings.id, id));
      expect(row).toMatchObject({ locale: 'en', timeZone: 'Asia/Tokyo', message: body.message });
      const [mail] = await outboxFor(body.email);
      expect(mail!.html).toMatch(/<html lang="en" dir="ltr">/);
      expect(mail!.text).toContain('(Asia/Tokyo)');
    }
  });

  it('sends the staff notice to the staffNotificationEmail setting', async () => {
    await server.db
      .update(siteSettings)
      .set({ value: 'sales@example.com' })
      .where(eq(siteSettings.key, 'staffNotificationEmail'));
    try {
      const body = bookingBody({ name: 'Routing Check' });
      expect((await book(body)).status).toBe(201);
      const [notice] = await outboxFor('sales@example.com');
      expect(notice).toMatchObject({ kind: 'booking-notice' });
      expect(notice!.text).toContain('Routing Check');
    } finally {
      await server.db
        .update(siteSettings)
        .set({ value: DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail })
        .where(eq(siteSettings.key, 'staffNotificationEmail'));
    }
  });

  it.each([
    ['an invalid id', 'bad id!'],
    ['markup', '<script>x</script>'],
    ['a too long id', 'a'.repeat(51)],
    ['a way too long id', 'a'.repeat(5000)],
    ['a number', 42],
    ['an object', { id: 'x' }],
  ])('drops %s as affiliate id, logs it, and still books', async (_label, affiliateId) => {
    const warnings = () => logger.lines.filter((l) => l.level === 'warn' && l.msg === 'affiliate id rejected').length;
    const before = warnings();
    const response = await book(bookingBody({ affiliateId }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as DemoBookingCreated;
    const [row] = await server.db.select().from(demoBookings).where(eq(demoBookings.id, id));
    expect(row!.affiliateId).toBeNull();
    expect(warnings()).toBe(before + 1);
    const line = logger.lines.filter((l) => l.msg === 'affiliate id rejected').at(-1)!;
    expect(line.fields).toMatchObject({ source: 'demo-booking' });
    expect(JSON.stringify(line.fields).length).toBeLessThan(400);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone'],
    ['a too short phone', { phone: '12' }, 'phone'],
    ['a missing business type', { businessType: undefined }, 'businessType'],
    ['a date that is not ISO 8601', { preferredAt: 'next tuesday' }, 'preferredAt'],
    ['a date without an offset', { preferredAt: '2030-01-15T14:00:00' }, 'preferredAt'],
    ['an impossible date', { preferredAt: '2030-02-30T14:00:00Z' }, 'preferredAt'],
    ['a time in the past', { preferredAt: inDays(-1) }, 'preferredAt'],
    ['the present minute', { preferredAt: new Date().toISOString() }, 'preferredAt'],
    ['a time more than 365 days ahead', { preferredAt: inDays(366) }, 'preferredAt'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['an offset instead of a zone', { timeZone: '+01:00' }, 'timeZone'],
    ['a blank time zone', { timeZone: '  ' }, 'timeZone'],
    ['a missing time zone', { timeZone: undefined }, 'timeZone'],
    ['a too long message', { message: 'x'.repeat(2001) }, 'message'],
    ['a number for a name', { name: 42 }, 'name'],
  ])('refuses %s with 400 VALIDATION_FAILED on that field and writes nothing', async (_label, overrides, field) => {
    const before = await counts();
    const response = await book(bookingBody(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('reports every failing field at once, the server-only rules included', async () => {
    const response = await book(bookingBody({ email: 'nope', preferredAt: inDays(-3), timeZone: 'Nowhere/Town' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'preferredAt', 'timeZone']);
  });

  it('names only the body when it is not an object', async () => {
    const response = await bookRaw('[]');
    expect(((await response.json()) as { error: { fields: object } }).error.fields).toEqual({
      body: expect.any(String),
    });
  });

  it('accepts the last day of the window and an offset other than Z', async () => {
    const almostAYear = new Date(Date.now() + 364 * DAY_MS);
    const withOffset = `${almostAYear.toISOString().slice(0, 19)}+05:30`;
    const response = await book(bookingBody({ preferredAt: withOffset, timeZone: 'Asia/Kolkata' }));
    expect(response.status, await response.clone().text()).toBe(201);
    const { preferredAt } = (await response.json()) as DemoBookingCreated;
    expect(new Date(preferredAt).getTime()).toBe(new Date(withOffset).getTime());
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    for (const raw of ['{bad', '{"name":', "{'name':'x'}", 'name=x']) {
      const response = await bookRaw(raw);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
    }
  });

  it.each([
    ['an empty body', ''],
    ['an empty object', '{}'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['nulls', JSON.stringify(Object.fromEntries(Object.keys(bookingBody()).map((k) => [k, null])))],
    ['objects', JSON.stringify(Object.fromEntries(Object.keys(bookingBody()).map((k) => [k, { $ne: '' }])))],
    ['arrays', JSON.stringify(Object.fromEntries(Object.keys(bookingBody()).map((k) => [k, ['x']])))],
    ['huge strings', JSON.stringify(bookingBody({ name: 'x'.repeat(100_000), timeZone: 'y'.repeat(100_000) }))],
  ])('answers %s with a 4xx and writes nothing', async (_label, raw) => {
    const before = await counts();
    const response = await bookRaw(raw);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: expect.any(Object) } });
    expect(await counts()).toEqual(before);
  });

  it('limits bookings to 5 an hour per e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) {
      expect((await book(bookingBody({ email: i % 2 ? email.toUpperCase() : email }))).status).toBe(201);
    }
    const before = await counts();
    const refused = await book(bookingBody({ email }));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await counts()).toEqual(before);
    expect((await book(bookingBody())).status).toBe(201);
  });

  it('limits bookings to 20 an hour per IP address', async () => {
    const ip = fromIp('203.0.113.77');
    for (let i = 0; i < 20; i += 1) expect((await book(bookingBody(), ip)).status).toBe(201);
    const before = await counts();
    const refused = await book(bookingBody(), ip);
    expect(refused.status).toBe(429);
    expect(await counts()).toEqual(before);
    expect((await book(bookingBody(), fromIp('203.0.113.78'))).status).toBe(201);
  });
});
