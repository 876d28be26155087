import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The client's preferred encoding among ours (`Accept-Encoding` with its q-values), if any. */
export function selectEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function isCompressible(headers: Headers): boolean {
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  const length = headers.get('Content-Length');
  if (length && Number(length) < THRESHOLD_BYTES) return false;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  return !NO_TRANSFORM.test(headers.get('Cache-Control') ?? '');
}

/**
 * Gzip or deflate for compressible answers, as Hono's `compress` does, but touching only the finished response's own
 * headers: Hono's sets `Vary` with `c.header()`, which rebuilds every answer around a stream of its body, even one it
 * then leaves uncompressed (decision 038: a fifth of a small API read's CPU went to writing such bodies chunk by chunk).
 */
export const compress = (): MiddlewareHandler =>
  async function compress(c, next) {
    await next();
    const response = c.res;
    if (response.status === 206 || c.req.method === 'HEAD' || !isCompressible(response.headers)) return;
    const vary = response.headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary))) {
      response.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !response.body) return;
    c.res = new Response(response.body.pipeThrough(new CompressionStream(encoding)), response);
    const headers = c.res.headers;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
