import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';

const essenceOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * A state-changing route accepts only the content types it declares (JSON unless it says otherwise): a cross-site
 * form or `text/plain` request, which a browser sends without asking, never reaches a handler (decision 014).
 */
export const acceptsMediaTypes = (mediaTypes: readonly string[]) => {
  const accepted = new Set(mediaTypes.map(essenceOf));
  return createMiddleware<AppEnv>(async (c, next) => {
    const contentType = c.req.header('content-type');
    if (contentType && !accepted.has(essenceOf(contentType))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${[...accepted].join(' or ')}.`);
    }
    await next();
  });
};
