import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/accounts';
import { countRows, createTestServer, type TestServer, useTestServer } from '../../../test/server';
import { emailOutbox, newsletterSubscribers } from '../../db/schema';
import {
  confirm,
  mailsTo,
  subscribe,
  subscribeAndReadToken,
  subscribeConfirmed,
  subscriberOf,
  tokenIn,
} from './newsletter-test-helpers';

const SUBJECT = {
  confirmEn: 'Confirm your subscription to the Receptiva newsletter',
  welcomeEn: 'Welcome to the Receptiva newsletter',
};

/** Pretends the newest confirmation e-mail of an address was sent `minutes` ago. */
const sentMinutesAgo = (server: TestServer, id: string, minutes: number) =>
  server.db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(newsletterSubscribers.id, id));

describe('newsletter sign-up (double opt-in)', () => {
  const server = useTestServer();

  it('keeps a new address pending, stores only hashes, and e-mails a confirmation link in the page language', async () => {
    const email = uniqueEmail('reader');
    const response = await subscribe(server().client(), email.toUpperCase(), { locale: 'de' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: true });
    expect(response.headers.get('cache-control')).toBe('no-store');

    const row = (await subscriberOf(server(), email))!;
    expect(row).toMatchObject({ email, status: 'pending', language: 'de', confirmedAt: null });
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await mailsTo(server(), email);
    expect(mail!.subject).toBe('Bestätigen Sie Ihr Abonnement des Receptiva-Newsletters');
    const token = tokenIn(mail!, '/newsletter/confirm');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('writes in the language of the request when the form sends none', async () => {
    const email = uniqueEmail('lecteur');
    const response = await server()
      .client()
      .post('/api/newsletter/subscriptions', { email }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.status).toBe(202);
    expect((await subscriberOf(server(), email))!.language).toBe('fr');
    expect((await mailsTo(server(), email))[0]!.subject).toBe(
      'Confirmez votre abonnement à la newsletter de Receptiva',
    );
  });

  it('answers the same whatever the address is, and never e-mails a confirmed subscriber again', async () => {
    const fresh = uniqueEmail('fresh');
    const pending = uniqueEmail('pending');
    const confirmed = uniqueEmail('confirmed');
    await subscribeAndReadToken(server(), pending);
    await subscribeConfirmed(server(), confirmed);
    const mailsBefore = (await mailsTo(server(), confirmed)).length;

    const answers = [];
    for (const email of [fresh, pending, confirmed]) {
      const response = await subscribe(server().client(), email);
      answers.push({
        status: response.status,
        body: await response.text(),
        type: response.headers.get('content-type'),
      });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.status).toBe(202);

    expect((await subscriberOf(server(), confirmed))!.status).toBe('confirmed');
    expect(await mailsTo(server(), confirmed)).toHaveLength(mailsBefore);
  });

  it('is harmless twice: one row, one e-mail within ten minutes, then a fresh link that replaces the old one', async () => {
    const email = uniqueEmail('twice');
    const firstToken = await subscribeAndReadToken(server(), email);
    expect((await subscribe(server().client(), email)).status).toBe(202);
    expect(await mailsTo(server(), email)).toHaveLength(1);
    const [rows] = await server()
      .db.select({ n: sql<number>`count(*)` })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    expect(Number(rows!.n)).toBe(1);

    await sentMinutesAgo(server(), (await subscriberOf(server(), email))!.id, 11);
    const secondToken = await subscribeAndReadToken(server(), email);
    expect(await mailsTo(server(), email)).toHaveLength(2);
    expect(secondToken).not.toBe(firstToken);
    expect((await confirm(server().client(), firstToken)).status).toBe(404);
    expect((await confirm(server().client(), secondToken)).status).toBe(200);
  });

  it('refuses a malformed address with a field message, writing nothing', async () => {
    const before = await countRows(server().db, newsletterSubscribers);
    const outboxBefore = await countRows(server().db, emailOutbox);
    for (const email of ['not-an-address', '', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const response = await subscribe(server().client(), email);
      expect(response.status, email).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields)).toEqual(['email']);
    }
    expect(await countRows(server().db, newsletterSubscribers)).toBe(before);
    expect(await countRows(server().db, emailOutbox)).toBe(outboxBefore);
  });

  it('refuses a sign-up posted by another site', async () => {
    const email = uniqueEmail('csrf');
    const response = await server()
      .client()
      .request('/api/newsletter/subscriptions', {
        method: 'POST',
        body: `email=${encodeURIComponent(email)}`,
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect(response.status).toBe(403);
    expect(await subscriberOf(server(), email)).toBeUndefined();
  });
});

describe('newsletter confirmation', () => {
  const server = useTestServer();

  it('confirms with the e-mailed link once, and welcomes the subscriber', async () => {
    const email = uniqueEmail('confirm');
    const token = await subscribeAndReadToken(server(), email, { locale: 'en' });
    const response = await confirm(server().client(), token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmed' });

    const row = (await subscriberOf(server(), email))!;
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.confirmTokenHash).toBeNull();
    const [welcome, confirmation] = await mailsTo(server(), email);
    expect(confirmation!.subject).toBe(SUBJECT.confirmEn);
    expect(welcome!.subject).toBe(SUBJECT.welcomeEn);
    expect(welcome!.text).toContain('http://localhost:3000/blog');

    const again = await confirm(server().client(), token);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { code: 'NEWSLETTER_LINK_INVALID' } });
    expect(await mailsTo(server(), email)).toHaveLength(2);
  });

  it('refuses an unknown link and a malformed one, changing nothing', async () => {
    const unknown = await confirm(server().client(), 'A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NEWSLETTER_LINK_INVALID' } });
    const malformed = await confirm(server().client(), 'not a token!');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { token: expect.any(String) } },
    });
  });

  it('refuses a link older than seven days, leaving the address pending', async () => {
    const email = uniqueEmail('late');
    const token = await subscribeAndReadToken(server(), email);
    const { id } = (await subscriberOf(server(), email))!;
    await sentMinutesAgo(server(), id, 7 * 24 * 60 + 1);
    const response = await confirm(server().client(), token);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ error: { code: 'NEWSLETTER_LINK_EXPIRED' } });
    expect((await subscriberOf(server(), email))!.status).toBe('pending');
    expect(await mailsTo(server(), email)).toHaveLength(1);
  });

  it('counts only confirmed addresses as subscribers', async () => {
    const pending = uniqueEmail('only-pending');
    const confirmed = uniqueEmail('only-confirmed');
    await subscribeAndReadToken(server(), pending);
    await subscribeConfirmed(server(), confirmed);
    const statuses = await server()
      .db.select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} in (${pending}, ${confirmed})`);
    expect(Object.fromEntries(statuses.map((row) => [row.email, row.status]))).toEqual({
      [pending]: 'pending',
      [confirmed]: 'confirmed',
    });
  });
});

describe('newsletter rate limits', () => {
  it('limits sign-ups per address and per IP, whatever the address is', async () => {
    const server = await createTestServer({ NEWSLETTER_RATE_LIMIT_PER_IP: '4', NEWSLETTER_RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const email = uniqueEmail('limited');
      const client = server.client();
      expect((await subscribe(client, email)).status).toBe(202);
      expect((await subscribe(client, email)).status).toBe(202);
      const third = await subscribe(client, email);
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await mailsTo(server, email)).toHaveLength(1);

      const remote = server.client('203.0.113.20');
      for (let n = 0; n < 4; n++) expect((await subscribe(remote, uniqueEmail(`ip-${n}`))).status).toBe(202);
      const overIp = uniqueEmail('over-ip');
      expect((await subscribe(remote, overIp)).status).toBe(429);
      expect(await subscriberOf(server, overIp)).toBeUndefined();
      expect((await subscribe(server.client('203.0.113.21'), overIp)).status).toBe(202);
    } finally {
      await server.close();
    }
  });
});
