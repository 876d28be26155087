import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from '../lib/unsafe-text';
import { validationFailed } from '../lib/validation';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/([a-z.-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes stay as they are, as the router keeps them
  }
};

function refuseUnsafe(paths: string[]) {
  if (paths.length > 0) throw validationFailed(Object.fromEntries(paths.map((path) => [path, UNSAFE_TEXT_MESSAGE])));
}

function checkUrl(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  if (url.pathname.split('/').some((segment) => hasUnsafeText(decodeSegment(segment)))) refuseUnsafe(['path']);
  const query: string[] = [];
  for (const [key, value] of url.searchParams) if (hasUnsafeText(key) || hasUnsafeText(value)) query.push(key);
  refuseUnsafe(query.map((key) => (hasUnsafeText(key) ? 'query' : key)));
}

/** A `\u` escape that may spell a NUL or a surrogate: only then is the body parsed here to find the field. */
const SUSPICIOUS_ESCAPE = /\\u(0000|d[89a-f])/i;

/**
 * Refuses a JSON body with unsafe text, naming the fields. The route's validator parses the body (from Hono's cache),
 * so it is parsed here only when its text holds an escape that could be one.
 */
async function checkJsonBody(c: Context<AppEnv>) {
  const text = await c.req.text();
  if (text.trim() === '') {
    // An empty body reads as {}, so the route's schema names the missing fields.
    // Hono caches the body as a promise (its type says otherwise).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve('{}');
    return;
  }
  if (!SUSPICIOUS_ESCAPE.test(text)) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
  refuseUnsafe(unsafeTextPaths(body));
}

/**
 * Input hygiene for every `/api` request, before any route sees it (issue 12, decision 014): a NUL byte or an unpaired
 * surrogate anywhere in the path, the query or a JSON or form body is refused with 400 and a field message;
 * unparsable JSON is 400 INVALID_JSON; a body without a content type is 415. Which content types a route accepts is
 * the route's own declaration (`defineRoute`).
 */
export const inputHygiene = createMiddleware<AppEnv>(async (c, next) => {
  checkUrl(c);
  if (!BODYLESS_METHODS.has(c.req.method)) {
    const contentType = c.req.header('content-type') ?? '';
    if (JSON_TYPE.test(contentType)) await checkJsonBody(c);
    else if (FORM_TYPE.test(contentType)) {
      const form = new URLSearchParams(await c.req.text());
      const unsafe = [...form].filter(([key, value]) => hasUnsafeText(key) || hasUnsafeText(value));
      refuseUnsafe(unsafe.map(([key]) => (hasUnsafeText(key) ? 'body' : key)));
    } else if (!contentType && (await c.req.text()) !== '') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    }
  }
  await next();
});
