import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import { AppError } from './lib/app-error';
import { staticSite } from './lib/static-site';
import { requestContext } from './middlewares/request-context';
import { securityHeaders } from './middlewares/security-headers';
import { loadSession } from './middlewares/session';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { demoAgentRoutes } from './modules/demo-agents/demo-agents.routes';
import { demoBookingRoutes } from './modules/demo-bookings/demo-bookings.routes';
import {
  devMailboxApiRoutes,
  devMailboxPageRoutes,
  isDevMailboxEnabled,
} from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { meRoutes } from './modules/me/me.routes';
import { sessionRoutes } from './modules/me/session.routes';
import { membershipCheckoutRoutes, membershipRoutes } from './modules/membership/membership.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentWebhookRoutes } from './modules/payments/payments.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { serviceRoutes } from './modules/services/services.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { testCheckoutRoutes } from './modules/test-checkout/test-checkout.routes';
import { voiceConversationRoutes } from './modules/voice-conversation/voice-conversation.routes';

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          // The unread rest of the body is still on the socket: close it rather than keep it alive.
          throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.', undefined, {
            Connection: 'close',
          });
        },
      }),
    )
    .route('/health', healthRoutes)
    .route('/auth', authRoutes)
    // Stripe calls this without a session or an Origin; its signature is the authentication.
    .route('/payments/webhook', paymentWebhookRoutes)
    .use(loadSession)
    .route('/me', meRoutes)
    .route('/session', sessionRoutes)
    .route('/settings', settingsRoutes)
    .route('/demo-bookings', demoBookingRoutes)
    .route('/analytics', analyticsRoutes)
    .route('/demo-agents', demoAgentRoutes)
    .route('/services', serviceRoutes)
    .route('/functions/voice-conversation', voiceConversationRoutes)
    .route('/functions/create-membership-checkout-with-setup', membershipCheckoutRoutes)
    .route('/membership', membershipRoutes)
    .route('/billing', billingRoutes)
    .route('/orders', orderRoutes)
    .route('/test-checkout', testCheckoutRoutes);
  if (isDevMailboxEnabled(deps.env)) api.route('/dev/mailbox', devMailboxApiRoutes);
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });

  const app = new Hono<AppEnv>()
    .use(requestContext(deps))
    .use(securityHeaders(deps.env.PUBLIC_URL))
    .use(compress())
    .route('/api', api);
  if (isDevMailboxEnabled(deps.env)) app.route('/dev/mailbox', devMailboxPageRoutes);
  else app.all('/dev/mailbox', (c) => c.text('Not found', 404));
  // Before the SPA, whose fallback would answer these with index.html.
  app.route('/', seoRoutes);
  if (deps.webDist) app.route('/', staticSite(deps.webDist, deps.renderer ?? null, deps.env.PUBLIC_URL));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 400 && /json/i.test(error.message) ? 'INVALID_JSON' : 'BAD_REQUEST';
      return c.json({ error: { code, message: error.message || 'Bad request.' } }, error.status);
    }
    (c.var.logger ?? deps.logger).error('unhandled error', { error, path: c.req.path });
    return c.json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
