import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActors } from '../../test/actors';
import { useTestServer } from '../../test/server';
import { installWriteLog } from '../../test/write-log';

const CHECKOUT = '/api/orders/checkout';
const CART = JSON.stringify({ items: [{ slug: 'ai-receptionist-after-hours', quantity: 1 }] });

/** Issue 12: state-changing routes accept only requests from the site's own pages, in the content types they declare. */
describe('cross-site request forgery', () => {
  const server = useTestServer();
  let member: Actor;
  let writes: Awaited<ReturnType<typeof installWriteLog>>;

  beforeAll(async () => {
    ({ member } = await createActors(server()));
    writes = await installWriteLog(server().db);
  });

  const post = (headers: Record<string, string>, body = CART) =>
    member.client.requestRaw(CHECKOUT, { method: 'POST', headers, body });

  it('refuses a cross-origin text/plain POST to the checkout with a valid session cookie, and writes nothing', async () => {
    const mark = await writes.mark();
    const response = await post({
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await writes.since(mark)).toEqual([]);
  });

  it.each([
    ['a foreign Origin, even with JSON', { origin: 'https://evil.example', 'content-type': 'application/json' }],
    ['a sibling port of this host', { origin: 'http://localhost:3001', 'content-type': 'application/json' }],
    ['an opaque Origin (sandboxed frame)', { origin: 'null', 'content-type': 'application/json' }],
    [
      'cross-site fetch metadata and no Origin',
      { origin: '', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    ],
    ['a form body that names no page', { origin: '', 'content-type': 'application/x-www-form-urlencoded' }],
    ['a text body that names no page', { origin: '', 'content-type': 'text/plain' }],
  ])('refuses %s', async (_label, headers) => {
    const mark = await writes.mark();
    const response = await post(headers);
    expect(response.status).toBe(403);
    expect(await writes.since(mark)).toEqual([]);
  });

  it('refuses a same-origin body in a type the route does not declare with 415', async () => {
    const mark = await writes.mark();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post({ 'content-type': type });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
    expect(await writes.since(mark)).toEqual([]);
  });

  it('accepts the site’s own JSON request, by Origin or by fetch metadata alone', async () => {
    expect((await post({ 'content-type': 'application/json' })).status).toBe(200);
    const metadataOnly = await post({
      origin: '',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    });
    expect(metadataOnly.status).toBe(200);
  });

  it('accepts JSON from a client that is not a browser (no Origin, no fetch metadata): no page could send it', async () => {
    expect((await post({ origin: '', 'content-type': 'application/json' })).status).toBe(200);
  });

  it('lets reads through from anywhere, and a signed webhook without an Origin', async () => {
    expect((await member.client.get('/api/orders', { origin: 'https://evil.example' })).status).toBe(200);
    const webhook = await server()
      .client()
      .requestRaw('/api/payments/webhook', {
        method: 'POST',
        headers: { origin: '', 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
      });
    // Past the CSRF check, refused by the signature check.
    expect(webhook.status).toBe(400);
    expect(await webhook.json()).toMatchObject({ error: { message: expect.stringMatching(/signature/) } });
  });
});
