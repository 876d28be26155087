import { describe, expect, it } from 'vitest';
import { readMailbox, signUpBody, uniqueEmail } from '../../../test/accounts';
import { createTestServer, useTestServer } from '../../../test/server';

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
      expect(Object.keys(message).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
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
    const production = await createTestServer({ NODE_ENV: 'production' });
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
