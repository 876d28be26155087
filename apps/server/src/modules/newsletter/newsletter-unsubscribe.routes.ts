import { newsletterTokenField, newsletterUnsubscribedSchema } from '@receptiva/shared';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { consumeRateLimits } from '../../lib/rate-limit';
import { unsubscribeFromNewsletter } from './unsubscribe.service';

/** Mail providers send one-click unsubscribes from a few shared addresses: a limit for abuse, not for people. */
const WINDOW_SECONDS = 600;
const UNSUBSCRIBES_PER_WINDOW = 600;

/** RFC 8058: the mail client's POST says `List-Unsubscribe=One-Click`, as a form; our page sends no body. */
const oneClickForm = z.object({ 'List-Unsubscribe': z.string().max(100).optional() });

const oneClickRoute = defineRoute({
  method: 'post',
  path: '/unsubscribe',
  access: 'public',
  csrf: 'link-token',
  tags: ['newsletter'],
  summary: 'Unsubscribe from the newsletter (one click)',
  description:
    'The `List-Unsubscribe` target of every newsletter e-mail (RFC 8058 one-click, with `List-Unsubscribe-Post`), and what the unsubscribe page’s button calls. Mail providers POST it from their own servers without a cookie or an Origin: the link’s secret token is the proof, so it is exempt from the same-origin check. Idempotent.',
  request: {
    query: z.object({ token: newsletterTokenField }),
    body: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': { schema: oneClickForm },
        'multipart/form-data': { schema: oneClickForm },
      },
    },
  },
  responses: {
    200: jsonResponse(newsletterUnsubscribedSchema, 'Unsubscribed'),
    404: errorResponse('NEWSLETTER_LINK_INVALID: no subscriber has this link'),
    429: errorResponse('RATE_LIMITED'),
  },
});

const unsubscribeLinkRoute = defineRoute({
  method: 'get',
  path: '/unsubscribe',
  access: 'public',
  tags: ['newsletter'],
  summary: 'Open the unsubscribe link',
  description:
    'A person (or a mail scanner) opening the `List-Unsubscribe` URL: changes nothing, and leads to the page that asks for the click, so a link opened by software never unsubscribes anyone.',
  request: { query: z.object({ token: z.string().max(2000).optional() }) },
  responses: { 303: { description: 'To the unsubscribe page `/newsletter/unsubscribe?token=…`' } },
});

/** `/api/newsletter/unsubscribe`: the way out that every newsletter e-mail carries. */
export const newsletterUnsubscribeRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(oneClickRoute, async (c) => {
    await consumeRateLimits(c.var.db, [
      {
        key: `newsletter-unsubscribe:ip:${c.var.clientIp}`,
        limit: UNSUBSCRIBES_PER_WINDOW,
        windowSeconds: WINDOW_SECONDS,
      },
    ]);
    await unsubscribeFromNewsletter(c.var.db, c.req.valid('query').token);
    return c.json({ status: 'unsubscribed' as const }, 200);
  })
  .openapi(unsubscribeLinkRoute, (c) => {
    const { token } = c.req.valid('query');
    // Only a well-formed token travels on; anything else shows the page's "link not valid".
    const isToken = token !== undefined && newsletterTokenField.safeParse(token).success;
    const target = isToken
      ? `/newsletter/unsubscribe?token=${encodeURIComponent(token.trim())}`
      : '/newsletter/unsubscribe';
    return c.redirect(target, 303);
  });
