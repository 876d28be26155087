import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { createCapturingLogger } from '../../../test/logger';
import { countRows, createTestServer, type TestServer, useTestServer } from '../../../test/server';
import { analyticsEvents, users } from '../../db/schema';
import { USER_AGENT_MAX_LENGTH } from './analytics.service';

let serial = 0;
const fromIp = () => ({ 'x-forwarded-for': `192.0.2.${++serial % 250}` });

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'PageView',
  path: '/pricing',
  sessionId: `visit-${++serial}-${Math.random().toString(36).slice(2, 10)}`,
  ...overrides,
});

type StoredEvent = typeof analyticsEvents.$inferSelect;

describe('POST /api/analytics/events', () => {
  const logger = createCapturingLogger();
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ TRUST_PROXY: 'true' }, { logger });
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (body: unknown, client: TestClient = server.client(), headers: Record<string, string> = {}) =>
    client.request('/api/analytics/events', { method: 'POST', json: body, headers: { ...fromIp(), ...headers } });

  const storedFor = async (sessionId: string): Promise<StoredEvent[]> =>
    server.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));

  it('records an anonymous event with 202 { ok: true } and no user', async () => {
    const body = eventBody({ params: { content_name: 'Membership', value: 6497, currency: 'USD', member: false } });
    const response = await send(body, server.client(), { 'user-agent': 'Mozilla/5.0 (Test)' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    const [event] = await storedFor(body.sessionId);
    expect(event).toMatchObject({
      name: 'PageView',
      custom: false,
      path: '/pricing',
      params: { content_name: 'Membership', value: 6497, currency: 'USD', member: false },
      affiliateId: null,
      userId: null,
      userAgent: 'Mozilla/5.0 (Test)',
    });
    expect(event!.createdAt).toBeInstanceOf(Date);
  });

  it('records the signed-in user, and forgets them (not the event) when the account is deleted', async () => {
    const { client, email } = await signUpAndConfirm(server);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const body = eventBody({ name: 'InitiateCheckout' });
    expect((await send(body, client)).status).toBe(202);
    expect((await storedFor(body.sessionId))[0]?.userId).toBe(user!.id);

    await server.db.delete(users).where(eq(users.id, user!.id));
    expect((await storedFor(body.sessionId))[0]).toMatchObject({ name: 'InitiateCheckout', userId: null });
  });

  it('marks events outside the standard pixel events as custom', async () => {
    const custom = eventBody({ name: 'RoiCalculated', custom: true, params: { roi: 2888 } });
    const unflagged = eventBody({ name: 'VoiceDemoStarted' });
    const standard = eventBody({ name: 'Lead', custom: false });
    for (const body of [custom, unflagged, standard]) expect((await send(body)).status).toBe(202);
    expect((await storedFor(custom.sessionId))[0]?.custom).toBe(true);
    expect((await storedFor(unflagged.sessionId))[0]?.custom).toBe(true);
    expect((await storedFor(standard.sessionId))[0]?.custom).toBe(false);
  });

  it('keeps only the path: a query string or fragment can carry a reset token or an e-mail', async () => {
    const body = eventBody({ path: '/auth?reset=true&token=secret-token#top' });
    expect((await send(body)).status).toBe(202);
    expect((await storedFor(body.sessionId))[0]?.path).toBe('/auth');
  });

  it('truncates the user agent to 300 characters', async () => {
    const body = eventBody();
    expect((await send(body, server.client(), { 'user-agent': `UA ${'x'.repeat(1000)}` })).status).toBe(202);
    expect((await storedFor(body.sessionId))[0]?.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
  });

  it('stores a valid affiliate id, trimmed', async () => {
    const body = eventBody({ affiliateId: '  aff-7_X ' });
    expect((await send(body)).status).toBe(202);
    expect((await storedFor(body.sessionId))[0]?.affiliateId).toBe('aff-7_X');
  });

  it.each([
    ['bad chars', 'no spaces!'],
    ['too long', 'a'.repeat(51)],
    ['far too long', 'a'.repeat(1000)],
    ['a number', 7],
  ])('drops an invalid affiliate id (%s), logs it, and still records the event', async (_label, affiliateId) => {
    const before = logger.lines.filter((l) => l.msg === 'affiliate id rejected').length;
    const body = eventBody({ affiliateId });
    expect((await send(body)).status).toBe(202);
    expect((await storedFor(body.sessionId))[0]?.affiliateId).toBeNull();
    const rejected = logger.lines.filter((l) => l.msg === 'affiliate id rejected');
    expect(rejected).toHaveLength(before + 1);
    expect(rejected.at(-1)).toMatchObject({ level: 'warn', fields: { source: 'analytics-event' } });
  });

  it('accepts a beacon sent as an application/json blob, and refuses text/plain (CSRF, decision 014)', async () => {
    const body = eventBody({ name: 'Contact' });
    const send = (contentType: string) =>
      server.client().request('/api/analytics/events', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': contentType, ...fromIp() },
      });
    const plain = await send('text/plain;charset=UTF-8');
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(await storedFor(body.sessionId)).toHaveLength(0);
    expect((await send('application/json')).status).toBe(202);
    expect(await storedFor(body.sessionId)).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a name starting with a digit', { name: '1event' }, 'name'],
    ['a name with spaces', { name: 'Page View' }, 'name'],
    ['a too long name', { name: `E${'x'.repeat(64)}` }, 'name'],
    ['a missing path', { path: undefined }, 'path'],
    ['a too long path', { path: `/${'p'.repeat(500)}` }, 'path'],
    ['nested params', { params: { nested: { a: 1 } } }, 'params.nested'],
    ['too many params', { params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, 'params'],
    ['a non-boolean custom flag', { custom: 'yes' }, 'custom'],
    ['a too long session id', { sessionId: 's'.repeat(65) }, 'sessionId'],
  ])('refuses %s with 400 VALIDATION_FAILED and records nothing', async (_label, overrides, field) => {
    const before = await countRows(server.db, analyticsEvents);
    const response = await send(eventBody(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toHaveProperty([field]);
    expect(await countRows(server.db, analyticsEvents)).toBe(before);
  });

  it.each([
    ['malformed JSON', '{bad', 'INVALID_JSON'],
    ['an empty body', '', 'VALIDATION_FAILED'],
    ['null', 'null', 'VALIDATION_FAILED'],
    ['an array', '[{"name":"PageView","path":"/"}]', 'VALIDATION_FAILED'],
    ['a number', '42', 'VALIDATION_FAILED'],
    ['nulls', '{"name":null,"path":null,"params":null,"custom":null,"sessionId":null}', 'VALIDATION_FAILED'],
    ['objects', '{"name":{"$ne":""},"path":{},"params":[]}', 'VALIDATION_FAILED'],
  ])('answers %s with 400 %s and records nothing', async (_label, raw, code) => {
    const before = await countRows(server.db, analyticsEvents);
    const response = await server
      .client()
      .request('/api/analytics/events', { method: 'POST', body: raw, headers: fromIp() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code } });
    expect(await countRows(server.db, analyticsEvents)).toBe(before);
  });
});

describe('analytics rate limit', () => {
  const server = useTestServer({ TRUST_PROXY: 'true', ANALYTICS_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 past the per-minute limit of one IP, and records nothing more', async () => {
    const ip = { 'x-forwarded-for': '198.18.0.1' };
    const send = (headers: Record<string, string>) =>
      server().client().request('/api/analytics/events', { method: 'POST', json: eventBody(), headers });
    for (let i = 0; i < 3; i += 1) expect((await send(ip)).status).toBe(202);
    const before = await countRows(server().db, analyticsEvents);
    const refused = await send(ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await countRows(server().db, analyticsEvents)).toBe(before);
    expect((await send({ 'x-forwarded-for': '198.18.0.2' })).status).toBe(202);
  });
});
