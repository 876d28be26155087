import { describe, expect, it } from 'vitest';
import { readMailbox, signUpBody, uniqueEmail } from '../../../test/accounts';
import { createTestServer, useTestServer } from '../../../test/server';
import { emailOutbox } from '../../db/schema';

describe('local mailbox', () => {
  const server = useTestServer();

  const signUp = async (overrides: Record<string, unknown> = {}) => {
    const body = signUpBody(overrides);
    expect((await server().client().post('/api/auth/sign-up/email', body)).status).toBe(200);
    return body.email as string;
  };

  it('returns the messages for one recipient as JSON, newest first', async () => {
    const email = await signUp();
    const someoneElse = await signUp();
    const client = server().client();
    expect((await client.post('/api/auth/request-password-reset', { email })).status).toBe(200);

    const response = await client.get(`/api/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const messages = (await response.json()) as Record<string, unknown>[];
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual([
        'attachments',
        'createdAt',
        'headers',
        'html',
        'sendAt',
        'subject',
        'text',
        'to',
      ]);
      expect(message.to).toBe(email);
    }
    const [newest, oldest] = messages;
    expect(String(newest!.text)).toContain('/auth?reset=true&token=');
    expect(String(oldest!.text)).toContain('/api/auth/verify-email?token=');
    expect(Date.parse(String(newest!.createdAt))).toBeGreaterThanOrEqual(Date.parse(String(oldest!.createdAt)));
    expect((await readMailbox(client, someoneElse)).every((m) => m.to === someoneElse)).toBe(true);
  });

  it('returns every message without a filter and nothing for a stranger', async () => {
    const email = await signUp();
    const all = (await (await server().client().get('/api/dev/mailbox')).json()) as { to: string }[];
    expect(all.map((m) => m.to)).toContain(email);
    expect(await readMailbox(server().client(), uniqueEmail('stranger'))).toEqual([]);
  });

  it('shows a page a person can read, with clickable links and escaped content', async () => {
    const email = await signUp({ firstName: '<img src=x onerror=alert(1)>' });
    const response = await server()
      .client()
      .get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain(email);
    expect(page).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows a message’s attachments (an .ics invitation), escaped, in the API and on the page', async () => {
    const email = uniqueEmail('ics');
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:<b>Onboarding</b>\r\nEND:VCALENDAR\r\n';
    await server()
      .db.insert(emailOutbox)
      .values({
        to: email,
        subject: 'Your onboarding call',
        text: 'See the invitation.',
        html: '<p>See the invitation.</p>',
        kind: 'onboarding-call-confirmation',
        attachments: [{ filename: 'onboarding-call.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
      });
    const [message] = await readMailbox(server().client(), email);
    expect(message!.attachments).toEqual([
      { filename: 'onboarding-call.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ]);
    const page = await (
      await server()
        .client()
        .get(`/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).text();
    expect(page).toContain('Attachment: onboarding-call.ics (text/calendar; method=REQUEST)');
    expect(page).toContain('SUMMARY:&lt;b&gt;Onboarding&lt;/b&gt;');
  });

  it('escapes the recipient filter echoed on the page', async () => {
    const response = await server()
      .client()
      .get(`/dev/mailbox?to=${encodeURIComponent('"><script>x</script>')}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('<script>x</script>');
  });

  it('escapes user input in the html part of the e-mail itself', async () => {
    const email = await signUp({ firstName: '<b>Eve</b>' });
    const [mail] = await readMailbox(server().client(), email);
    expect(mail!.html).not.toContain('<b>Eve</b>');
    expect(mail!.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });
});

describe('local mailbox in production', () => {
  it('answers 404 on /api/dev/mailbox and /dev/mailbox', async () => {
    const production = await createTestServer({ NODE_ENV: 'production', PAYMENTS: 'test' });
    try {
      const api = await production.client().get('/api/dev/mailbox?to=someone@example.com');
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect((await production.client().get('/dev/mailbox')).status).toBe(404);
      expect((await production.client().get('/api/health')).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});

/** Issue 12: the development conveniences answer only a browser on this machine unless DEV_TOOLS=public. */
describe('development tools seen from another machine', () => {
  const REMOTE = '203.0.113.7';

  it('answers 404 on /dev/mailbox and /api/dev/mailbox to a client that is not on this machine', async () => {
    const server = await createTestServer();
    try {
      const remote = server.client(REMOTE);
      expect((await remote.get('/api/dev/mailbox')).status).toBe(404);
      const page = await remote.get('/dev/mailbox');
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('mailbox');
      expect((await server.client('127.0.0.1').get('/api/dev/mailbox')).status).toBe(200);
      expect((await server.client('::1').get('/dev/mailbox')).status).toBe(200);
      expect((await server.client('::ffff:127.0.0.1').get('/dev/mailbox')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('takes the address a trusted proxy reports, so a remote visitor behind it is refused too', async () => {
    const server = await createTestServer({ TRUST_PROXY: 'true' });
    try {
      const behindProxy = server.client('127.0.0.1');
      const remote = { 'x-forwarded-for': REMOTE };
      expect((await behindProxy.get('/api/dev/mailbox', remote)).status).toBe(404);
      expect((await behindProxy.get('/dev/mailbox', remote)).status).toBe(404);
      expect((await behindProxy.get('/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('opens them to everyone with DEV_TOOLS=public', async () => {
    const server = await createTestServer({ DEV_TOOLS: 'public' });
    try {
      expect((await server.client(REMOTE).get('/api/dev/mailbox')).status).toBe(200);
      expect((await server.client(REMOTE).get('/dev/mailbox')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
