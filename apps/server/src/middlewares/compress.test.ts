import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compress, selectEncoding } from './compress';

const LARGE = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Service number ${i}` })) };

function appAnswering() {
  return new Hono()
    .use(compress())
    .get('/large', (c) => {
      c.header('Set-Cookie', 'a=1');
      c.header('Set-Cookie', 'b=2', { append: true });
      return c.json(LARGE);
    })
    .get('/small', (c) => c.body('{"ok":true}', 200, { 'Content-Type': 'application/json', 'Content-Length': '11' }))
    .get('/no-transform', (c) => {
      c.header('Cache-Control', 'no-transform');
      return c.json(LARGE);
    })
    .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
    .get('/varied', (c) => c.json(LARGE, 200, { Vary: 'Cookie' }));
}

const get = (path: string, acceptEncoding?: string) =>
  appAnswering().request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compress', () => {
  it('gzips a large JSON answer for a client that accepts it, keeping its cookies and saying it varies', async () => {
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(LARGE);
  });

  it('deflates when only deflate is accepted', async () => {
    const response = await get('/large', 'deflate');
    expect(response.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(LARGE);
  });

  it('sends the answer as it is without an accepted encoding, still varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'br', 'gzip;q=0, identity']) {
      const response = await get('/large', accept);
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(await response.json()).toEqual(LARGE);
    }
  });

  it('adds Accept-Encoding to an existing Vary', async () => {
    expect((await get('/varied', 'gzip')).headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it('leaves answers that say they are small, no-transform answers and images alone', async () => {
    for (const path of ['/small', '/no-transform', '/image']) {
      const response = await get(path, 'gzip');
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
      expect(response.headers.get('Vary'), path).toBeNull();
    }
  });

  it('picks the encoding with the highest q-value, gzip first on a tie', () => {
    expect(selectEncoding('deflate;q=0.9, gzip;q=0.5')).toBe('deflate');
    expect(selectEncoding('*')).toBe('gzip');
    expect(selectEncoding('identity')).toBeUndefined();
    expect(selectEncoding(undefined)).toBeUndefined();
  });
});
