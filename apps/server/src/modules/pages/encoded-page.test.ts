import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedPage, pickEncoding } from './encoded-page';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0,gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
  ])('Accept-Encoding %j → %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('EncodedPage', () => {
  const html = `<!doctype html><p>${'Grüße, 你好, مرحبا. '.repeat(2000)}</p>`;

  it('gives the same document in every encoding, smaller when compressed', async () => {
    const page = new EncodedPage({ status: 200, html });
    const plain = Buffer.from(await page.body('identity'));
    const gzipped = Buffer.from(await page.body('gzip'));
    const brotli = Buffer.from(await page.body('br'));
    expect(plain.toString('utf8')).toBe(html);
    expect(gunzipSync(gzipped).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(html);
    expect(gzipped.length).toBeLessThan(plain.length / 5);
    expect(brotli.length).toBeLessThan(plain.length / 5);
  });

  it('compresses once per encoding, however many requests ask', async () => {
    const page = new EncodedPage({ status: 404, html });
    const [first, second] = await Promise.all([page.body('br'), page.body('br')]);
    expect(second).toBe(first);
    expect(await page.body('br')).toBe(first);
    expect(page.status).toBe(404);
  });
});
