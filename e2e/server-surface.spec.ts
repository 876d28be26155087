import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { newAccount } from './support/accounts';
import { CONFIRM_SUBJECT, readMailbox, waitForMail } from './support/mailbox';

/** Everything here goes through the `request` fixture: the HTTP surface of the built server, no browser. */

async function expectErrorShape(response: APIResponse, status: number | RegExp, code?: string): Promise<void> {
  if (typeof status === 'number') expect(response.status()).toBe(status);
  else expect(String(response.status())).toMatch(status);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  if (code) expect(body.error?.code).toBe(code);
}

/** The hashed files the home page loads (its scripts start after the first paint, from data attributes). */
async function builtAssets(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/')).text();
  const assets = [...index.matchAll(/\/assets\/[^"\s]+/g)].map((match) => match[0]);
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  return assets;
}

test('GET /api/health answers 200 with the database checked', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: expect.any(String) });
});

test('an unknown /api path answers a JSON 404, never the SPA', async ({ request }) => {
  await expectErrorShape(await request.get('/api/nope'), 404, 'NOT_FOUND');
  await expectErrorShape(await request.post('/api/does/not/exist', { data: {} }), 404, 'NOT_FOUND');
  expect(await (await request.get('/api/nope')).text()).not.toContain('<!doctype');
});

test('app routes fall back to index.html, and an unknown path is a 404 page', async ({ request }) => {
  for (const [path, status] of [
    ['/pricing', 200],
    ['/admin/users/42', 200],
    ['/blog/after-hours-booking', 200],
    // A post that does not exist is a 404 page too (issue 14: no soft 404).
    ['/blog/some-post', 404],
    ['/projects/hvac-contractor-heat-wave', 200],
    ['/projects/some-case-study', 404],
    ['/nope', 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(await response.text(), path).toContain('<div id="root">');
  }
});

test('hashed assets are cached for good and compressed when asked', async ({ request }) => {
  for (const asset of await builtAssets(request)) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toContain('immutable');
    expect(response.headers()['cache-control'], asset).toContain('max-age=31536000');
    // Below 1 KB compression costs more than it saves, and the server skips it.
    const large = (await response.body()).length >= 1024;
    if (large && (asset.endsWith('.js') || asset.endsWith('.css'))) {
      expect(response.headers()['content-encoding'], asset).toMatch(/^(gzip|br)$/);
    }
  }
});

test('a missing hashed asset answers 404, not index.html', async ({ request }) => {
  const response = await request.get('/assets/index-missing0.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type'] ?? '').not.toMatch(/text\/html/);
});

test('security headers: CSP with frame-ancestors, nosniff', async ({ request }) => {
  for (const path of ['/', '/auth', '/api/health', '/api/nope']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    // HSTS only on https; the e2e server is plain http.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test.describe('bad input to the auth endpoints answers 4xx with the error shape and writes nothing', () => {
  test('malformed JSON', async ({ request }) => {
    for (const endpoint of ['sign-up/email', 'sign-in/email', 'request-password-reset', 'reset-password']) {
      const response = await request.post(`/api/auth/${endpoint}`, {
        headers: { 'content-type': 'application/json' },
        // A Buffer goes out as-is (Playwright would JSON-encode an unparsable string).
        data: Buffer.from('{"email": "broken@example.com",'),
      });
      await expectErrorShape(response, 400, 'INVALID_JSON');
    }
  });

  test('a body over 1 MB', async ({ request }) => {
    const account = newAccount('huge');
    const response = await request.post('/api/auth/sign-up/email', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ ...account, name: 'Ada Lovelace', firstName: 'x'.repeat(1024 * 1024 + 10) }),
    });
    await expectErrorShape(response, 413, 'PAYLOAD_TOO_LARGE');
    // The answer says `Connection: keep-alive`, so the next request may reuse the connection: it must still work.
    expect((await request.get('/api/health')).status()).toBe(200);
    expect(await readMailbox(request, account.email)).toEqual([]);
  });

  test('missing fields, wrong types and huge strings', async ({ request, baseURL }) => {
    const account = newAccount('bad-input');
    const valid = { ...account, name: 'Ada Lovelace' };
    const bodies = [
      {},
      { email: account.email },
      { ...valid, email: 42 },
      { ...valid, password: ['not', 'a', 'string'] },
      { ...valid, firstName: 'x'.repeat(100_000) },
      { ...valid, email: `${'x'.repeat(300)}@example.com` },
      [],
      'just a string',
    ];
    for (const body of bodies) {
      const response = await request.post('/api/auth/sign-up/email', {
        headers: { origin: baseURL! },
        data: JSON.stringify(body),
      });
      await expectErrorShape(response, /^4\d\d$/);
    }
    expect(await readMailbox(request, account.email)).toEqual([]);
    await expectErrorShape(await request.post('/api/auth/sign-in/email', { data: { email: 1 } }), /^4\d\d$/);
    await expectErrorShape(await request.post('/api/auth/request-password-reset', { data: {} }), /^4\d\d$/);
    await expectErrorShape(await request.post('/api/auth/reset-password', { data: { token: '' } }), /^4\d\d$/);
    // Nothing was written: the same address still signs up normally.
    const signUp = await request.post('/api/auth/sign-up/email', { headers: { origin: baseURL! }, data: valid });
    expect(signUp.status(), await signUp.text()).toBe(200);
  });
});

test('/dev/mailbox shows the outbox to a person, with clickable links', async ({ request, baseURL }) => {
  const account = newAccount('mailbox-page');
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { ...account, name: 'Ada Lovelace' },
  });
  expect(signUp.status()).toBe(200);
  const mail = await waitForMail(request, account.email, CONFIRM_SUBJECT);

  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(account.email)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const page = await response.text();
  expect(page).toContain(CONFIRM_SUBJECT);
  expect(page).toContain(account.email);
  const anchors = [...page.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  expect(anchors).toContain(link);
  expect(link.startsWith(`${baseURL}/api/auth/verify-email?token=`)).toBe(true);
});
