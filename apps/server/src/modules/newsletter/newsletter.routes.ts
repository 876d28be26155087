import {
  LANGUAGE_COOKIE,
  newsletterConfirmationSchema,
  newsletterConfirmedSchema,
  newsletterSubscriptionAcceptedSchema,
  newsletterSubscriptionSchema,
  normalizeLanguage,
  pickRequestLanguage,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { consumeRateLimits } from '../../lib/rate-limit';
import { typedAddressMailRule } from '../../lib/typed-address-mail';
import { confirmSubscription } from './confirm-subscription.service';
import { subscribeToNewsletter } from './subscribe.service';

const HOUR = 3600;
/** Generous for people (a retry, a second tab), tight enough that guessing 256-bit tokens stays pointless anyway. */
const CONFIRM_WINDOW_SECONDS = 600;
const CONFIRMS_PER_WINDOW = 60;

const subscribeRoute = defineRoute({
  method: 'post',
  path: '/subscriptions',
  access: 'public',
  tags: ['newsletter'],
  summary: 'Sign up for the newsletter',
  description:
    'Double opt-in: queues a confirmation e-mail in the visitor’s language (`locale`, else the request’s) for a new, pending or unsubscribed address; a confirmed address stays confirmed and gets nothing. The answer is the same in every case, so it never tells whether an address is subscribed.',
  request: { body: jsonBody(newsletterSubscriptionSchema) },
  responses: {
    202: jsonResponse(newsletterSubscriptionAcceptedSchema, 'Accepted: a confirmation e-mail is on its way if needed'),
    429: errorResponse('RATE_LIMITED: too many sign-ups from this address or for this e-mail'),
  },
});

const confirmRoute = defineRoute({
  method: 'post',
  path: '/confirmations',
  access: 'public',
  tags: ['newsletter'],
  summary: 'Confirm a newsletter subscription',
  description:
    'The page the confirmation e-mail links to sends its token here: the address is confirmed (only confirmed addresses receive the newsletter), the link stops working, and a welcome e-mail is queued. POST, so a mail scanner that opens the link confirms nothing by itself.',
  request: { body: jsonBody(newsletterConfirmationSchema) },
  responses: {
    200: jsonResponse(newsletterConfirmedSchema, 'Confirmed'),
    404: errorResponse('NEWSLETTER_LINK_INVALID: unknown, already used or superseded link'),
    410: errorResponse('NEWSLETTER_LINK_EXPIRED: sign up again for a new link'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** The page's language (sent by the form), else the one the request would render a page in. */
const languageOf = (c: Context<AppEnv>, locale: string | undefined) =>
  normalizeLanguage(locale) ??
  pickRequestLanguage({ cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header('accept-language') });

/** `/api/newsletter`: sign-up and confirmation (issue 14); unsubscribing is in newsletter-unsubscribe.routes.ts. */
export const newsletterRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(subscribeRoute, async (c) => {
    const { env, secret, mailWorker } = c.var.deps;
    const { email, locale } = c.req.valid('json');
    await consumeRateLimits(c.var.db, [
      { key: `newsletter:ip:${c.var.clientIp}`, limit: env.NEWSLETTER_RATE_LIMIT_PER_IP, windowSeconds: HOUR },
      {
        key: `newsletter:email:${email.toLowerCase()}`,
        limit: env.NEWSLETTER_RATE_LIMIT_PER_EMAIL,
        windowSeconds: HOUR,
      },
      typedAddressMailRule(env, email),
    ]);
    const { isMailQueued } = await subscribeToNewsletter(c.var.db, {
      email,
      language: languageOf(c, locale),
      publicUrl: env.PUBLIC_URL,
      secret,
    });
    if (isMailQueued) mailWorker.kick();
    return c.json({ accepted: true as const }, 202);
  })
  .openapi(confirmRoute, async (c) => {
    const { env, secret, mailWorker } = c.var.deps;
    await consumeRateLimits(c.var.db, [
      {
        key: `newsletter-confirm:ip:${c.var.clientIp}`,
        limit: CONFIRMS_PER_WINDOW,
        windowSeconds: CONFIRM_WINDOW_SECONDS,
      },
    ]);
    await confirmSubscription(c.var.db, { token: c.req.valid('json').token, publicUrl: env.PUBLIC_URL, secret });
    mailWorker.kick();
    return c.json({ status: 'confirmed' as const }, 200);
  });
