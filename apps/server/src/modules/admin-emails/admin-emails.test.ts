import type { AdminEmailDetail, AdminEmailList } from '@receptiva/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, signIn, signUpBody, uniqueEmail } from '../../../test/accounts';
import { type Actor, type ActorName, createActors } from '../../../test/actors';
import type { TestClient } from '../../../test/client';
import { countRows, createTestServer, TEST_ADMIN_EMAIL, type TestServer, useTestServer } from '../../../test/server';
import { type LocalSmtp, startLocalSmtp } from '../../../test/smtp';
import { auditLog, emailOutbox, users } from '../../db/schema';

const BASE = '/api/admin/emails';

/** A message queued as the product queues them, in a state the test chooses. */
async function queueEmail(db: TestServer['db'], values: Partial<typeof emailOutbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: uniqueEmail('outbox'),
      subject: 'Confirm your e-mail',
      text: 'Open https://example.test/confirm?token=secret-token',
      html: '<p><a href="https://example.test/confirm?token=secret-token">Confirm</a></p><script>alert(1)</script>',
      kind: 'verify-email',
      // Far in the future: the worker leaves it alone unless the test says otherwise.
      nextAttemptAt: sql`now() + interval '1 day'`,
      ...values,
    })
    .returning();
  return row!;
}

describe('Admin → E-mail outbox API (issue 17 point 6)', () => {
  const server = useTestServer();
  let actors: Record<ActorName, Actor>;
  let admin: TestClient;

  beforeAll(async () => {
    actors = await createActors(server());
    admin = actors.admin.client;
  });

  const list = async (query = '') => {
    const response = await admin.get(`${BASE}${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminEmailList;
  };
  const resend = (id: string, client = admin) => client.post(`${BASE}/${id}/resend`);

  it('is for admins only: everyone else is refused, and a refused resend writes nothing', async () => {
    const row = await queueEmail(server().db, { status: 'failed' });
    const [outboxBefore, auditBefore] = [
      await countRows(server().db, emailOutbox),
      await countRows(server().db, auditLog),
    ];
    expect((await actors.anonymous.client.get(BASE)).status).toBe(401);
    expect((await resend(row.id, actors.anonymous.client)).status).toBe(401);
    for (const name of ['user', 'member', 'teamMember', 'staff'] as const) {
      expect((await actors[name].client.get(BASE)).status).toBe(403);
      expect((await actors[name].client.get(`${BASE}/${row.id}`)).status).toBe(403);
      expect((await resend(row.id, actors[name].client)).status).toBe(403);
    }
    expect(await countRows(server().db, emailOutbox)).toBe(outboxBefore);
    expect(await countRows(server().db, auditLog)).toBe(auditBefore);
  });

  it('lists a sign-up’s confirmation e-mail without its bodies, searched by recipient', async () => {
    const body = signUpBody();
    expect((await server().client().post('/api/auth/sign-up/email', body)).status).toBe(200);
    await vi.waitFor(async () => expect((await list(`?search=${body.email}`)).emails[0]?.status).toBe('sent'));

    const page = await list(`?search=${encodeURIComponent(body.email.toUpperCase())}`);
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0 });
    const [email] = page.emails;
    expect(email).toMatchObject({ to: body.email, status: 'sent', attempts: 1, lastError: null });
    expect(email!.sentAt).not.toBeNull();
    expect(Object.keys(email!)).not.toContain('text');
    expect(JSON.stringify(page)).not.toContain('token=');
  });

  it('filters by status, searches subjects, sorts and pages on the server', async () => {
    const tag = `Invoice ${Math.random().toString(36).slice(2, 8)}`;
    await queueEmail(server().db, {
      subject: `${tag} B`,
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox full',
    });
    await queueEmail(server().db, { subject: `${tag} A`, status: 'sent', attempts: 1 });
    await queueEmail(server().db, { subject: `${tag} C` });

    const all = await list(`?search=${encodeURIComponent(tag)}&sort=subject&direction=asc`);
    expect(all.emails.map((row) => row.subject)).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    expect(all.counts).toEqual({ pending: 1, sending: 0, sent: 1, failed: 1 });

    const failed = await list(`?search=${encodeURIComponent(tag)}&status=failed`);
    expect(failed.total).toBe(1);
    expect(failed.emails[0]).toMatchObject({ subject: `${tag} B`, lastError: '550 mailbox full', attempts: 8 });
    // The counts ignore the status filter, so every count stays visible beside the chosen one.
    expect(failed.counts.sent).toBe(1);

    expect((await list('?page=9999')).emails).toEqual([]);
    const literal = await list(`?search=${encodeURIComponent('%_')}`);
    expect(literal.total).toBe(0);
  });

  it('answers bad input with 400 and an unknown id with 404', async () => {
    for (const query of ['?status=bounced', '?page=0', '?sort=html', '?direction=up', `?search=${'x'.repeat(201)}`]) {
      expect((await admin.get(`${BASE}${query}`)).status, query).toBe(400);
    }
    expect((await admin.get(`${BASE}/not-a-uuid`)).status).toBe(400);
    expect((await resend('not-a-uuid')).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`${BASE}/${unknown}`)).status).toBe(404);
    expect((await resend(unknown)).status).toBe(404);
  });

  it('shows one e-mail with its bodies, delivery facts and attachments by name', async () => {
    const row = await queueEmail(server().db, {
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED',
      attachments: [{ filename: 'call.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    const response = await admin.get(`${BASE}/${row.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const detail = (await response.json()) as AdminEmailDetail;
    expect(detail).toMatchObject({
      id: row.id,
      to: row.to,
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED',
      text: row.text,
      html: row.html,
      attachments: [{ filename: 'call.ics', contentType: 'text/calendar' }],
      resentFromId: null,
      resends: [],
      canResend: true,
    });
  });

  it('resends a failed e-mail as a new row the worker delivers, audited, and refuses a second copy while it waits', async () => {
    const row = await queueEmail(server().db, { status: 'failed', attempts: 8, lastError: 'timeout' });
    const response = await resend(row.id);
    expect(response.status, await response.clone().text()).toBe(200);
    const copy = (await response.json()) as AdminEmailDetail;
    expect(copy).toMatchObject({ to: row.to, subject: row.subject, text: row.text, resentFromId: row.id });
    expect(copy.id).not.toBe(row.id);

    await vi.waitFor(async () => {
      const [sent] = await server().db.select().from(emailOutbox).where(eq(emailOutbox.id, copy.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, transport: 'outbox' });
    });
    const [original] = await server().db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(original).toMatchObject({ status: 'failed', attempts: 8, lastError: 'timeout' });

    const detail = (await (await admin.get(`${BASE}/${row.id}`)).json()) as AdminEmailDetail;
    expect(detail.resends).toEqual([expect.objectContaining({ id: copy.id, status: 'sent' })]);

    const entries = await server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.resent'), eq(auditLog.subjectId, row.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorLabel: 'admin@example.com',
      subjectType: 'email_outbox',
      changes: { resentAs: { from: null, to: copy.id }, status: { from: 'failed', to: 'pending' } },
    });

    // A copy still waiting: a second press queues nothing more.
    const waiting = await queueEmail(server().db, { status: 'sent' });
    await queueEmail(server().db, { to: waiting.to, resentFromId: waiting.id });
    const outboxBefore = await countRows(server().db, emailOutbox);
    expect((await resend(waiting.id)).status).toBe(409);
    expect(await countRows(server().db, emailOutbox)).toBe(outboxBefore);
  });

  it('refuses to resend a message that is still pending', async () => {
    const row = await queueEmail(server().db);
    const response = await resend(row.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');
    expect((await (await admin.get(`${BASE}/${row.id}`)).json()) as AdminEmailDetail).toMatchObject({
      canResend: false,
    });
  });
});

describe('Admin → E-mail outbox resend over SMTP', { timeout: 60_000 }, () => {
  let server: TestServer;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    server = await createTestServer({ SMTP_URL: smtp.url }, { mailIntervalMs: 600_000 });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the message a second time to the SMTP server', async () => {
    // The dev mailbox is off with SMTP: the admin's address is confirmed in the database instead of by its link.
    const admin = server.client();
    expect((await admin.post('/api/auth/sign-up/email', signUpBody({ email: TEST_ADMIN_EMAIL }))).status).toBe(200);
    await server.db.update(users).set({ emailVerified: true }).where(eq(users.email, TEST_ADMIN_EMAIL));
    expect((await signIn(admin, TEST_ADMIN_EMAIL, PASSWORD)).status).toBe(200);
    const body = signUpBody();
    expect((await server.client().post('/api/auth/sign-up/email', body)).status).toBe(200);
    const received = () => smtp.messages.filter((message) => message.to.includes(body.email));
    await vi.waitFor(() => expect(received()).toHaveLength(1), { timeout: 20_000 });
    const [row] = await server.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
    await vi.waitFor(async () => {
      const [now] = await server.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
      expect(now!.status).toBe('sent');
    });

    expect((await admin.post(`${BASE}/${row!.id}/resend`)).status).toBe(200);
    await vi.waitFor(() => expect(received()).toHaveLength(2), { timeout: 20_000 });
    expect(received()[1]!.raw).toContain(row!.subject.slice(0, 10));
  });
});
