import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getMe } from '../../test/accounts';
import { buildServerBundle } from '../../test/processes/build-server';
import { createFixtureWebDist } from '../../test/processes/fixture-web-dist';
import { memberWithOrderCheckout, signedPaidEvent } from '../../test/processes/order-checkout';
import { PROCESS_TEST_PORTS } from '../../test/processes/ports';
import { createProcessDatabase, type ProcessDatabase } from '../../test/processes/process-database';
import { type ServerProcess, startServerProcess } from '../../test/processes/server-process';
import { signUpAndConfirmFromOutbox } from '../../test/processes/sign-up';
import { TEST_ADMIN_EMAIL } from '../../test/server';
import { type LocalSmtp, startLocalSmtp } from '../../test/smtp';
import { VoiceClient } from '../../test/voice';
import { emailOutbox, orders, paymentEvents, services } from '../db/schema';
import { messageIdOf } from '../lib/mailer/worker';

const MAIL_FROM = 'Receptiva <no-reply@receptiva.local>';
const PAYMENT_WEBHOOK = '/api/payments/webhook';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer (issue 19, decision 039). PostgreSQL
 * only: PGlite is an embedded database that one process opens, so there is no second process to run on it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let web: ReturnType<typeof createFixtureWebDist>;
  let database: ProcessDatabase;
  let smtp: LocalSmtp;
  let a: ServerProcess;
  let b: ServerProcess;
  const db = () => database.shared!.database.db;
  let admin: ReturnType<typeof signUpAndConfirmFromOutbox> | undefined;
  /** The admin account, signed up on A by the first test that needs it. */
  const adminOnA = () => {
    admin ??= signUpAndConfirmFromOutbox(a, db(), { email: TEST_ADMIN_EMAIL });
    return admin;
  };

  beforeAll(async () => {
    bundle = buildServerBundle();
    web = createFixtureWebDist();
    database = await createProcessDatabase();
    smtp = await startLocalSmtp(PROCESS_TEST_PORTS.twoProcessesSmtp);
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_FROM,
      WEB_DIST: web.webDist,
      LOG_LEVEL: 'debug',
      BOOKING_RATE_LIMIT_PER_EMAIL: '3',
    };
    // The first migrates and seeds; the second then finds both done (concurrent starts are the deploy's concern).
    a = await startServerProcess({ name: 'A', entry: bundle.entry, port: PROCESS_TEST_PORTS.processA, env });
    b = await startServerProcess({ name: 'B', entry: bundle.entry, port: PROCESS_TEST_PORTS.processB, env });
  }, 400_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await database?.remove();
    web?.remove();
    bundle?.remove();
  });

  it('shares sessions: signed in on A, used on B, signed out on B, gone on A', async () => {
    const { client } = await signUpAndConfirmFromOutbox(a, db());
    const onB = client.to(b.url);
    expect((await getMe(onB)).user.email).toEqual((await getMe(client)).user.email);
    expect((await onB.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('shares rate limits: the per-e-mail booking limit counts requests to both', async () => {
    const email = `booker-${randomUUID()}@example.com`;
    const book = (server: ServerProcess) =>
      server.client().post('/api/demo-bookings', {
        name: 'Ada Lovelace',
        email,
        phone: '+1 (555) 010-2000',
        businessType: 'Med spa',
        preferredAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        timeZone: 'America/New_York',
        message: 'We miss calls on Saturdays.',
        locale: 'en',
      });
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await book(server)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('fulfils a payment event delivered to both at once exactly once: one paid order, one receipt', async () => {
    const order = await memberWithOrderCheckout(a, db());
    const event = signedPaidEvent(order);
    const deliver = (server: ServerProcess) =>
      fetch(`${server.url}${PAYMENT_WEBHOOK}`, { method: 'POST', body: event.payload, headers: event.headers });
    const answers = await Promise.all([deliver(a), deliver(b), deliver(b), deliver(a)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const duplicates = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { duplicate: boolean }).duplicate),
    );
    expect(duplicates.filter((duplicate) => !duplicate)).toHaveLength(1);

    const [paid] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid?.status).toBe('paid');
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.sessionId, order.sessionId))).toHaveLength(1);
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'order-receipt'), eq(emailOutbox.to, order.email)));
    expect(receipts).toHaveLength(1);
    const receiptId = messageIdOf(receipts[0]!.id, MAIL_FROM);
    await vi.waitFor(() => expect(smtp.messages.filter((m) => m.raw.includes(receiptId))).toHaveLength(1), {
      timeout: 30_000,
    });
  });

  it('delivers every e-mail exactly once with both mail workers running', async () => {
    const batch = `batch-${randomUUID()}`;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      to: `${batch}-${i}@example.com`,
      subject: `Message ${i}`,
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'scale-out-test',
    }));
    const inserted = await db().insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
    // A message queued through each process wakes both workers at once, on top of their own ticks.
    await Promise.all([signUpAndConfirmFromOutbox(a, db()), signUpAndConfirmFromOutbox(b, db())]);

    await vi.waitFor(
      async () => {
        const sent = await db()
          .select({ status: emailOutbox.status })
          .from(emailOutbox)
          .where(
            inArray(
              emailOutbox.id,
              inserted.map((row) => row.id),
            ),
          );
        expect(sent.every((row) => row.status === 'sent')).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );
    const received = smtp.messages.filter((m) => m.to[0]?.startsWith(batch));
    expect(received).toHaveLength(60);
    expect(new Set(received.map((m) => m.to[0])).size).toBe(60);
    const messageIds = received.map((m) => m.raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim());
    expect(new Set(messageIds)).toEqual(new Set(inserted.map((row) => messageIdOf(row.id, MAIL_FROM))));
  });

  it('shows an admin’s settings change made on A in B’s next server-rendered page', async () => {
    const admin = await adminOnA();
    expect(await (await b.client().get('/')).text()).toContain('<h1>Receptiva</h1>');

    const brandName = `Acme ${randomUUID().slice(0, 8)}`;
    const changed = await admin.client.request('/api/admin/settings', { method: 'PATCH', json: { brandName } });
    expect(changed.status, await changed.clone().text()).toBe(200);
    // B's listener hears A's notice (PostgreSQL NOTIFY) within moments; its next render then has the new brand.
    await b.waitForLog((entry) => entry.msg === 'change notice' && entry.topic === 'settings');
    expect(await (await b.client().get('/')).text()).toContain(`<h1>${brandName}</h1>`);
  });

  it('shows an admin’s service change made on A in B’s next marketplace list', async () => {
    const admin = await adminOnA();
    const listedOnB = async () => {
      const list = (await (await b.client().get('/api/services')).json()) as { services: { slug: string }[] };
      return list.services.map((service) => service.slug);
    };
    expect(await listedOnB()).toContain('review-booster');

    const [row] = await db().select({ id: services.id }).from(services).where(eq(services.slug, 'review-booster'));
    const archived = await admin.client.request(`/api/admin/services/${row!.id}/archive`, { method: 'POST' });
    expect(archived.status, await archived.clone().text()).toBe(200);
    // B read the list once and keeps it until A's notice (PostgreSQL NOTIFY) says the services changed.
    await b.waitForLog((entry) => entry.msg === 'change notice' && entry.topic === 'services');
    expect(await listedOnB()).not.toContain('review-booster');
    await admin.client.request(`/api/admin/services/${row!.id}/restore`, { method: 'POST' });
  });

  it('accepts a voice token issued by A once, on either process', async () => {
    const issue = async () => {
      const response = await a.client().post('/api/functions/voice-conversation', { agentId: 'demo-dental' });
      expect(response.status).toBe(200);
      return new URL(((await response.json()) as { signedUrl: string }).signedUrl);
    };
    const on = (url: URL, server: ServerProcess) => {
      const target = new URL(url);
      target.host = new URL(server.url).host;
      return target.toString();
    };

    const first = await issue();
    const call = await VoiceClient.open(on(first, b));
    await call.start();
    await expect(VoiceClient.open(on(first, a))).rejects.toThrow('HTTP 401');
    await expect(VoiceClient.open(on(first, b))).rejects.toThrow('HTTP 401');
    await call.hangUp();

    const second = await issue();
    const race = await Promise.allSettled([VoiceClient.open(on(second, a)), VoiceClient.open(on(second, b))]);
    expect(race.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of race) if (attempt.status === 'fulfilled') await attempt.value.hangUp();
  });
});
