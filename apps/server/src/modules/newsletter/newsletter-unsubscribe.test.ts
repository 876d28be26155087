import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/accounts';
import { connectionFrom } from '../../../test/client';
import { type TestServer, useTestServer } from '../../../test/server';
import {
  confirm,
  mailsTo,
  subscribe,
  subscribeAndReadToken,
  subscribeConfirmed,
  subscriberOf,
  tokenIn,
} from './newsletter-test-helpers';

const ONE_CLICK = /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]{43})>$/;

/** The token of an e-mail's `List-Unsubscribe` header. */
function oneClickToken(headers: Record<string, string>): string {
  const match = ONE_CLICK.exec(headers['List-Unsubscribe'] ?? '');
  if (!match) throw new Error(`no one-click List-Unsubscribe in ${JSON.stringify(headers)}`);
  return match[1]!;
}

/** What a mail provider's server sends (RFC 8058): no cookie, no Origin, the form body of the standard. */
const oneClickPost = (
  server: TestServer,
  token: string,
  init: { headers?: Record<string, string>; body?: string } = {},
) =>
  server.app.request(
    `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
      body: init.body ?? 'List-Unsubscribe=One-Click',
    },
    connectionFrom('198.51.100.7'),
  );

describe('newsletter unsubscribe', () => {
  const server = useTestServer();

  it('puts List-Unsubscribe headers and a visible unsubscribe link in every newsletter e-mail', async () => {
    const email = uniqueEmail('headers');
    const welcome = await subscribeConfirmed(server(), email);
    const [, confirmation] = await mailsTo(server(), email);
    for (const mail of [confirmation!, welcome]) {
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const token = oneClickToken(mail.headers);
      expect(tokenIn(mail, '/newsletter/unsubscribe')).toBe(token);
      expect(mail.html).toContain(`href="http://localhost:3000/newsletter/unsubscribe?token=${token}"`);
    }
    // Derived from the row, so every e-mail of a subscriber carries the same working link.
    expect(oneClickToken(welcome.headers)).toBe(oneClickToken(confirmation!.headers));
  });

  it('leaves other e-mails without them', async () => {
    const email = uniqueEmail('no-list');
    const response = await server().client().post('/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    for (const mail of await mailsTo(server(), email)) expect(mail.headers).toEqual({});
  });

  it('unsubscribes with one POST from a mail provider: no cookie, no Origin, a form body', async () => {
    const email = uniqueEmail('one-click');
    const token = oneClickToken((await subscribeConfirmed(server(), email)).headers);
    const response = await oneClickPost(server(), token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unsubscribed' });
    const row = (await subscriberOf(server(), email))!;
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('is exempt from the same-origin check, takes multipart too, and the page may send no body at all', async () => {
    const viaMultipart = uniqueEmail('multipart');
    const multipartToken = oneClickToken((await subscribeConfirmed(server(), viaMultipart)).headers);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = new Request('http://localhost/x', { method: 'POST', body: form });
    const response = await oneClickPost(server(), multipartToken, {
      headers: { 'content-type': multipart.headers.get('content-type')!, origin: 'https://mail.example' },
      body: await multipart.text(),
    });
    expect(response.status).toBe(200);
    expect((await subscriberOf(server(), viaMultipart))!.status).toBe('unsubscribed');

    const viaPage = uniqueEmail('page');
    const pageToken = oneClickToken((await subscribeConfirmed(server(), viaPage)).headers);
    const fromPage = await server()
      .client()
      .request(`/api/newsletter/unsubscribe?token=${pageToken}`, { method: 'POST' });
    expect(fromPage.status).toBe(200);
    expect((await subscriberOf(server(), viaPage))!.status).toBe('unsubscribed');
  });

  it('changes nothing when the link is only opened (GET), and leads to the page that asks', async () => {
    const email = uniqueEmail('prefetch');
    const token = oneClickToken((await subscribeConfirmed(server(), email)).headers);
    const response = await server().client().get(`/api/newsletter/unsubscribe?token=${token}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
    expect((await subscriberOf(server(), email))!.status).toBe('confirmed');

    const mangled = await server().client().get('/api/newsletter/unsubscribe?token=%22%3E%3Cscript%3E');
    expect(mangled.status).toBe(303);
    expect(mangled.headers.get('location')).toBe('/newsletter/unsubscribe');
  });

  it('answers the same when used twice and keeps the first time', async () => {
    const email = uniqueEmail('twice-out');
    const token = oneClickToken((await subscribeConfirmed(server(), email)).headers);
    expect((await oneClickPost(server(), token)).status).toBe(200);
    const first = (await subscriberOf(server(), email))!.unsubscribedAt;
    const again = await oneClickPost(server(), token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'unsubscribed' });
    expect((await subscriberOf(server(), email))!.unsubscribedAt).toEqual(first);
  });

  it('refuses an unknown token and a malformed one, changing nothing', async () => {
    const unknown = await oneClickPost(server(), 'B'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NEWSLETTER_LINK_INVALID' } });
    expect((await oneClickPost(server(), 'short')).status).toBe(400);
  });

  it('retires a pending confirmation link, and a new sign-up starts over with the same way out', async () => {
    const email = uniqueEmail('restart');
    const confirmToken = await subscribeAndReadToken(server(), email);
    const [confirmation] = await mailsTo(server(), email);
    const token = oneClickToken(confirmation!.headers);
    expect((await oneClickPost(server(), token)).status).toBe(200);
    expect((await confirm(server().client(), confirmToken)).status).toBe(404);
    expect((await subscriberOf(server(), email))!.status).toBe('unsubscribed');

    expect((await subscribe(server().client(), email)).status).toBe(202);
    const [again] = await mailsTo(server(), email);
    expect(oneClickToken(again!.headers)).toBe(token);
    expect((await subscriberOf(server(), email))!.status).toBe('pending');
    expect((await confirm(server().client(), tokenIn(again!, '/newsletter/confirm'))).status).toBe(200);
    expect((await subscriberOf(server(), email))!.status).toBe('confirmed');
  });
});
