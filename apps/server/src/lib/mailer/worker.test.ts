import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpBody, uniqueEmail } from '../../../test/accounts';
import { createTestServer, type TestServer } from '../../../test/server';
import { freePort, type LocalSmtp, startLocalSmtp } from '../../../test/smtp';
import { emailOutbox } from '../../db/schema';
import { backoffSeconds, deliverDueEmails, MAX_ATTEMPTS } from './worker';

const MAIL_FROM = 'Receptiva Tests <robot@receptiva.test>';

describe('mail worker over SMTP', { timeout: 60_000 }, () => {
  let server: TestServer | undefined;
  let smtp: LocalSmtp | undefined;

  afterEach(async () => {
    await server?.close();
    await smtp?.close();
    server = smtp = undefined;
  });

  /** Only the kick after a sign-up runs the worker; retries happen when the test calls deliverDueEmails. */
  const start = async (smtpUrl: string) => {
    server = await createTestServer({ SMTP_URL: smtpUrl, MAIL_FROM }, { mailIntervalMs: 600_000 });
    return server;
  };

  const signUp = async (target: TestServer) => {
    const body = signUpBody();
    const response = await target.client().post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(200);
    return body.email;
  };

  const rowFor = async (target: TestServer, to: string) => {
    const [row] = await target.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    return row!;
  };

  /** The first attempt has failed once the row is back to pending (it is `sending` while the attempt runs). */
  const waitForFailedAttempt = (target: TestServer, to: string) =>
    vi.waitFor(async () => expect(await rowFor(target, to)).toMatchObject({ status: 'pending', attempts: 1 }), {
      timeout: 20_000,
    });

  const isDueLater = async (target: TestServer, id: string) => {
    const [row] = await target.db
      .select({ later: sql<boolean>`${emailOutbox.nextAttemptAt} > now()` })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    return row!.later;
  };

  const retryNow = async (target: TestServer, id: string) => {
    await target.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    await deliverDueEmails(target.db, target.deps.mailTransport, {
      from: MAIL_FROM,
      logger: target.deps.logger,
      instanceKey: target.presence.key,
    });
  };

  it('delivers the confirmation e-mail with a text and an html part, and marks the row sent', async () => {
    smtp = await startLocalSmtp();
    const target = await start(smtp.url);
    expect(target.deps.mailTransport.name).toBe('smtp');
    const email = await signUp(target);

    await vi.waitFor(() => expect(smtp!.messages.some((m) => m.to.includes(email))).toBe(true), { timeout: 20_000 });
    const message = smtp.messages.find((m) => m.to.includes(email))!;
    expect(message.from).toBe('robot@receptiva.test');
    expect(message.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(message.raw).toMatch(/^Content-Type: text\/html/im);
    expect(message.raw).toMatch(/^Subject: .+/im);

    await vi.waitFor(async () => expect((await rowFor(target, email)).status).toBe('sent'));
    expect(await rowFor(target, email)).toMatchObject({ attempts: 1, transport: 'smtp', lastError: null });
    expect((await rowFor(target, email)).sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused message pending with a backoff, and delivers it once the server accepts again', async () => {
    smtp = await startLocalSmtp();
    smtp.reject = 'Mailbox unavailable';
    const target = await start(smtp.url);
    const email = await signUp(target);

    await waitForFailedAttempt(target, email);
    const failed = await rowFor(target, email);
    expect(failed).toMatchObject({ status: 'pending', sentAt: null });
    expect(failed.lastError).toContain('Mailbox unavailable');
    expect(await isDueLater(target, failed.id)).toBe(true);
    expect(smtp.messages).toHaveLength(0);

    smtp.reject = null;
    await retryNow(target, failed.id);
    expect(await rowFor(target, email)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('loses nothing while the SMTP server is down, and delivers once it is up', async () => {
    const port = await freePort();
    const target = await start(`smtp://127.0.0.1:${port}`);
    const email = await signUp(target);

    await waitForFailedAttempt(target, email);
    const pending = await rowFor(target, email);
    expect(pending.status).toBe('pending');
    expect(pending.lastError).toBeTruthy();
    expect(await isDueLater(target, pending.id)).toBe(true);

    smtp = await startLocalSmtp(port);
    await retryNow(target, pending.id);
    expect((await rowFor(target, email)).status).toBe('sent');
    expect(smtp.messages.map((m) => m.to)).toContainEqual([email]);
  });

  it('gives up after the last attempt and marks the row failed', async () => {
    smtp = await startLocalSmtp();
    smtp.reject = 'Permanently broken';
    const target = await start(smtp.url);
    const email = await signUp(target);
    await waitForFailedAttempt(target, email);

    const row = await rowFor(target, email);
    await target.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, row.id));
    await retryNow(target, row.id);
    expect(await rowFor(target, email)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('sends the extra headers of a message: a newsletter e-mail carries List-Unsubscribe and List-Unsubscribe-Post', async () => {
    smtp = await startLocalSmtp();
    const target = await start(smtp.url);
    const email = uniqueEmail('smtp-newsletter');
    const response = await target.client().post('/api/newsletter/subscriptions', { email });
    expect(response.status).toBe(202);

    await vi.waitFor(() => expect(smtp!.messages.some((m) => m.to.includes(email))).toBe(true), { timeout: 20_000 });
    // Long header lines are folded (RFC 5322): unfold before reading them.
    const raw = smtp.messages.find((m) => m.to.includes(email))!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>\r?$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('sends a row’s attachments: an onboarding call’s .ics arrives as a text/calendar part', async () => {
    smtp = await startLocalSmtp();
    const target = await start(smtp.url);
    const email = uniqueEmail('smtp-ics');
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await target.db.insert(emailOutbox).values({
      to: email,
      subject: 'Your onboarding call',
      text: 'See the invitation.',
      html: '<p>See the invitation.</p>',
      kind: 'onboarding-call-confirmation',
      attachments: [{ filename: 'onboarding-call.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    });
    await deliverDueEmails(target.db, target.deps.mailTransport, {
      from: MAIL_FROM,
      logger: target.deps.logger,
      instanceKey: target.presence.key,
    });
    const raw = smtp.messages.find((m) => m.to.includes(email))!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^Content-Type: text\/calendar; method=REQUEST.*$/m);
    expect(raw).toMatch(/filename=onboarding-call\.ics/);
    // nodemailer picks the transfer encoding (base64 for this part): the calendar arrives whole either way.
    const base64 = Buffer.from(ics).toString('base64');
    expect(raw.replace(/\s/g, '').includes(base64) || raw.includes('BEGIN:VCALENDAR')).toBe(true);
    expect(raw).toContain('See the invitation.');
  });

  it('hides the local mailbox when SMTP is configured', async () => {
    smtp = await startLocalSmtp();
    const target = await start(smtp.url);
    expect((await target.client().get('/api/dev/mailbox')).status).toBe(404);
    expect((await target.client().get('/dev/mailbox')).status).toBe(404);
  });

  it('waits longer after each failure, up to an hour', () => {
    const waits = [1, 2, 3, 4, 20].map(backoffSeconds);
    expect(waits.slice(0, 4)).toEqual([10, 20, 40, 80]);
    expect(waits[4]).toBe(3600);
  });
});
