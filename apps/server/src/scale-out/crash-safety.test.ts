import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUpBody } from '../../test/accounts';
import { buildServerBundle } from '../../test/processes/build-server';
import { holdLock, waitForBlockedStatement, waitForSessionsGone } from '../../test/processes/held-lock';
import { memberWithOrderCheckout, signedPaidEvent, signUpMember } from '../../test/processes/order-checkout';
import { PROCESS_TEST_PORTS } from '../../test/processes/ports';
import { createProcessDatabase, type ProcessDatabase } from '../../test/processes/process-database';
import { type ServerProcess, startServerProcess } from '../../test/processes/server-process';
import { type LocalSmtp, startLocalSmtp } from '../../test/smtp';
import { emailOutbox, orders, paymentEvents, teamInvitations, teamMembers } from '../db/schema';
import { messageIdOf } from '../lib/mailer/worker';

const MAIL_FROM = 'Receptiva <no-reply@receptiva.local>';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * kill -9 in the middle of an operation, restart, and nothing is lost or done twice (issue 19, decision 039). The
 * process is stopped at a precise point without a test hook: a lock the test holds makes it wait inside its
 * transaction (PostgreSQL), or an SMTP peer takes the message and never answers (both engines).
 */
describe('crash safety of the built server (kill -9, restart)', () => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let smtp: LocalSmtp;
  let database: ProcessDatabase;
  let running: ServerProcess | undefined;
  let serial = 0;

  const start = async () => {
    const applicationName = `receptiva-crash-${++serial}`;
    const env: Record<string, string> = { ...database.env, SMTP_URL: smtp.url, MAIL_FROM };
    if (database.env.DATABASE_URL) {
      const url = new URL(database.env.DATABASE_URL);
      url.searchParams.set('application_name', applicationName);
      env.DATABASE_URL = url.toString();
    }
    running = await startServerProcess({
      name: applicationName,
      entry: bundle.entry,
      port: PROCESS_TEST_PORTS.crashServer,
      env,
    });
    return { server: running, applicationName };
  };
  const killHard = async (server: ServerProcess) => {
    server.child.kill('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  };

  beforeAll(async () => {
    bundle = buildServerBundle();
    smtp = await startLocalSmtp(PROCESS_TEST_PORTS.crashSmtp);
  }, 300_000);
  beforeEach(async () => {
    database = await createProcessDatabase();
  }, 120_000);
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    await database.remove();
    smtp.hang = false;
  });
  afterAll(async () => {
    await smtp?.close();
    bundle?.remove();
  });

  it('mail delivery: a message the SMTP peer took without answering is sent again after a restart, with its Message-ID', async () => {
    smtp.hang = true;
    const first = await start();
    const account = signUpBody();
    expect((await first.server.client().post('/api/auth/sign-up/email', account)).status).toBe(200);
    await vi.waitFor(() => expect(smtp.unanswered.filter((m) => m.to.includes(account.email))).toHaveLength(1), {
      timeout: 60_000,
    });
    await killHard(first.server);
    if (database.shared) await waitForSessionsGone(database.shared.database.db, first.applicationName);

    smtp.hang = false;
    const second = await start();
    await vi.waitFor(() => expect(smtp.messages.filter((m) => m.to.includes(account.email))).toHaveLength(1), {
      timeout: 60_000,
    });
    await second.server.stop();
    const [row] = await database.readAfterExit((db) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.to, account.email)),
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const messageIdOfRaw = (raw: string) => raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim();
    const [lost] = smtp.unanswered.filter((m) => m.to.includes(account.email));
    const [delivered] = smtp.messages.filter((m) => m.to.includes(account.email));
    expect(messageIdOfRaw(delivered!.raw)).toBe(messageIdOf(row!.id, MAIL_FROM));
    expect(messageIdOfRaw(lost!.raw)).toBe(messageIdOfRaw(delivered!.raw));
  }, 900_000);

  // A test-held lock needs a second session on the database: PGlite, embedded in the server process, has none.
  describe.skipIf(!onPostgres)('inside a transaction (PostgreSQL)', () => {
    it('payment fulfilment: killed while paying, nothing is kept; the redelivered event pays once, one receipt', async () => {
      const db = () => database.shared!.database.db;
      const first = await start();
      const order = await memberWithOrderCheckout(first.server, db());
      const event = signedPaidEvent(order);
      const lock = await holdLock(database.env.DATABASE_URL!, 'select 1 from orders where id = $1 for update', [
        order.orderId,
      ]);
      const delivery = fetch(`${first.server.url}/api/payments/webhook`, {
        method: 'POST',
        body: event.payload,
        headers: event.headers,
      }).catch((error: unknown) => error);
      await waitForBlockedStatement(db(), 'update "orders"%');
      await killHard(first.server);
      await lock.release();
      expect(await delivery).toBeInstanceOf(Error);
      await waitForSessionsGone(db(), first.applicationName);

      expect((await db().select().from(orders).where(eq(orders.id, order.orderId)))[0]?.status).toBe('pending');
      expect(await db().select().from(paymentEvents).where(eq(paymentEvents.sessionId, order.sessionId))).toEqual([]);

      const second = await start();
      const redeliver = () =>
        fetch(`${second.server.url}/api/payments/webhook`, {
          method: 'POST',
          body: event.payload,
          headers: event.headers,
        });
      expect(await (await redeliver()).json()).toEqual({ received: true, duplicate: false });
      expect(await (await redeliver()).json()).toEqual({ received: true, duplicate: true });
      expect((await db().select().from(orders).where(eq(orders.id, order.orderId)))[0]?.status).toBe('paid');
      expect(await db().select().from(paymentEvents).where(eq(paymentEvents.sessionId, order.sessionId))).toHaveLength(
        1,
      );
      const receipts = await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'order-receipt'), eq(emailOutbox.to, order.email)));
      expect(receipts).toHaveLength(1);
    }, 900_000);

    it('invitation sending: killed while inviting, nothing is kept; the retried request invites once, one e-mail', async () => {
      const db = () => database.shared!.database.db;
      const first = await start();
      const owner = await signUpMember(first.server, db());
      const email = `invitee-${randomUUID()}@example.com`;
      const invite = { firstName: 'Grace', lastName: 'Hopper', email, locale: 'en' };
      // The member row and the invitation are written; the transaction waits to queue the e-mail.
      const lock = await holdLock(database.env.DATABASE_URL!, 'lock table email_outbox in share mode');
      const sending = owner.client.post('/api/team', invite).catch((error: unknown) => error);
      await waitForBlockedStatement(db(), 'insert into "email_outbox"%');
      await killHard(first.server);
      await lock.release();
      expect(await sending).toBeInstanceOf(Error);
      await waitForSessionsGone(db(), first.applicationName);

      expect(await db().select().from(teamMembers).where(eq(teamMembers.email, email))).toEqual([]);
      expect(await db().select().from(teamInvitations).where(eq(teamInvitations.email, email))).toEqual([]);
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);

      const second = await start();
      const retried = owner.client.to(second.server.url);
      const added = await retried.post('/api/team', invite);
      expect(added.status, await added.clone().text()).toBe(201);
      expect((await retried.post('/api/team', invite)).status).toBe(409);
      expect(await db().select().from(teamMembers).where(eq(teamMembers.email, email))).toHaveLength(1);
      expect(await db().select().from(teamInvitations).where(eq(teamInvitations.email, email))).toHaveLength(1);
      await vi.waitFor(() => expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1), {
        timeout: 60_000,
      });
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(1);
    }, 900_000);
  });
});
