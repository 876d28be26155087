import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type ActorName, createActors } from '../../test/actors';
import { createTestServer, useTestServer } from '../../test/server';
import { installWriteLog } from '../../test/write-log';
import { createLogger } from '../lib/logger';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** Issue 12: NUL bytes and unpaired surrogates answered 500 on these routes; now 400 with a field message. */
describe('input hygiene', () => {
  const server = useTestServer();
  let actors: Record<ActorName, Actor>;
  let writes: Awaited<ReturnType<typeof installWriteLog>>;

  beforeAll(async () => {
    actors = await createActors(server());
    writes = await installWriteLog(server().db);
  });

  const booking = (name: string) => ({
    name,
    email: 'visitor@example.com',
    phone: '+1 555 0100',
    businessType: 'Dental',
    preferredAt: new Date(Date.now() + 86_400_000).toISOString(),
    timeZone: 'Europe/Berlin',
  });

  const bodies = (bad: string) =>
    [
      ['/api/analytics/events', { name: 'PageView', path: `/x${bad}` }, 'path'],
      ['/api/membership/consents', { planName: `Annual${bad}`, amount: 649_700, email: 'a@example.com' }, 'planName'],
      ['/api/demo-bookings', booking(`Ada${bad}`), 'name'],
      [
        '/api/functions/create-membership-checkout-with-setup',
        { planName: 'Annual', amount: 649_700, userEmail: `a${bad}@example.com`, userId: null, paymentType: 'annual' },
        'userEmail',
      ],
      ['/api/orders/checkout', { items: [{ slug: `ai${bad}`, quantity: 1 }] }, 'items.0.slug'],
    ] as const;

  for (const [label, bad] of [
    ['a NUL byte', NUL],
    ['an unpaired surrogate', LONE_SURROGATE],
  ] as const) {
    it.each(bodies(bad))(
      `answers 400 to ${label} in a JSON field of POST %s, naming it, and writes nothing`,
      async (path, body, field) => {
        const mark = await writes.mark();
        const response = await actors.member.client.post(path, body);
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
        expect(answer.error.code).toBe('VALIDATION_FAILED');
        expect(answer.error.fields[field]).toMatch(/not allowed/);
        expect(await writes.since(mark)).toEqual([]);
      },
    );
  }

  it.each([
    '/api/orders/by-session/%00',
    '/api/membership/orders/by-session/%00',
    '/api/test-checkout/%00',
    '/api/test-checkout/a%00b%ED%A0%80',
    '/api/services/%00',
    '/api/dev/mailbox?to=%00',
    '/api/dev/mailbox?to%00=x',
    '/dev/mailbox?to=%00',
  ])('answers 400 to a NUL byte in the path or query of GET %s', async (target) => {
    const response = await actors.member.client.get(target);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers a malformed multipart body to the test checkout with a 4xx, and pays nothing', async () => {
    const mark = await writes.mark();
    const response = await actors.member.client.requestRaw('/api/test-checkout/cs_test_local_x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="card"\r\n\r\n4242',
    });
    expect(response.status).toBe(415);
    expect(await writes.since(mark)).toEqual([]);
  });

  it('answers unparsable JSON with 400 INVALID_JSON and a body without a content type with 415', async () => {
    const broken = await actors.member.client.requestRaw('/api/demo-bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ada',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
    const untyped = await actors.member.client.requestRaw('/api/demo-bookings', {
      method: 'POST',
      headers: {},
      body: '{}',
    });
    expect(untyped.status).toBe(415);
  });
});

const bookingFor = (email: string) => ({
  name: 'Private Person',
  email,
  phone: '+1 555 0100',
  businessType: 'Dental',
  preferredAt: new Date(Date.now() + 86_400_000).toISOString(),
  timeZone: 'Europe/Berlin',
});

describe('the log of a failure', () => {
  it('keeps the error and the route but never the SQL parameters (personal data)', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', {}, (_level, line) => lines.push(line));
    const failing = await createTestServer({}, { logger });
    try {
      // A table gone under a running server: the booking's insert fails with Drizzle's "Failed query … params …".
      await failing.db.execute(sql`drop table demo_bookings cascade`);
      const email = 'private.person@example.com';
      const response = await failing.client().post('/api/demo-bookings', { ...bookingFor(email) });
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain(email);
      const logged = lines.join('\n');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('Failed query');
      expect(logged).not.toContain(email);
    } finally {
      await failing.close();
    }
  });
});
