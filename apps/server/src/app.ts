import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';

import { HTTPException } from 'hono/http-exception';
import type { MiddlewareHandler } from 'hono/types';
import { apiReferenceRoutes } from './api/api-reference';
import { serveOpenApiDocument } from './api/openapi-document';
import type { AppDeps, AppEnv } from './app-env';
import { AppError } from './lib/app-error';
import { describeError } from './lib/describe-error';
import { redactPath } from './lib/redact-path';
import { staticSite } from './lib/static-site';
import { compress } from './middlewares/compress';
import { inputHygiene } from './middlewares/input-hygiene';
import { requestContext } from './middlewares/request-context';
import { securityHeaders } from './middlewares/security-headers';
import { loadSession } from './middlewares/session';
import { accountRoutes } from './modules/account/account.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminEmailRoutes } from './modules/admin-emails/admin-emails.routes';
import { adminOrderRoutes } from './modules/admin-orders/admin-orders.routes';
import { adminSearchRoutes } from './modules/admin-search/admin-search.routes';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { blogFeedRoutes } from './modules/blog/blog-feed.routes';
import { staffBlogRoutes } from './modules/blog/staff-blog.routes';
import { businessProfileRoutes } from './modules/business-profile/business-profile.routes';
import { campaignScenarioRoutes } from './modules/campaign-scenarios/campaign-scenarios.routes';
import { adminDemoAgentRoutes } from './modules/demo-agents/admin-demo-agents.routes';
import { demoAgentRoutes } from './modules/demo-agents/demo-agents.routes';
import { demoBookingRoutes } from './modules/demo-bookings/demo-bookings.routes';
import { staffDemoBookingRoutes } from './modules/demo-bookings/staff-demo-bookings.routes';
import {
  devMailboxApiRoutes,
  devMailboxPageRoutes,
  isDevMailboxEnabled,
} from './modules/dev-mailbox/dev-mailbox.routes';
import { diyProgressRoutes } from './modules/diy-progress/diy-progress.routes';
import { healthRoutes } from './modules/health/health.routes';
import { readyRoutes } from './modules/health/ready.routes';
import { meRoutes } from './modules/me/me.routes';
import { membershipCheckoutRoutes, membershipRoutes } from './modules/membership/membership.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { newsletterUnsubscribeRoutes } from './modules/newsletter/newsletter-unsubscribe.routes';
import { onboardingCallRoutes } from './modules/onboarding-calls/onboarding-calls.routes';
import { onboardingFormRoutes } from './modules/onboarding-form/onboarding-form.routes';
import { onboardingTaskRoutes } from './modules/onboarding-tasks/onboarding-tasks.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { staffOrderRoutes } from './modules/orders/staff-orders.routes';
import { createPageResponder } from './modules/pages/server-rendered-pages';
import { paymentWebhookRoutes } from './modules/payments/payments.routes';
import { adminProjectRoutes } from './modules/projects/admin-projects.routes';
import { projectRoutes } from './modules/projects/projects.routes';
import { adminRefundRoutes } from './modules/refunds/admin-refunds.routes';
import { createSeoRoutes } from './modules/seo/seo.routes';
import { adminServiceRoutes } from './modules/services/admin-services.routes';
import { serviceRoutes } from './modules/services/services.routes';
import { adminSettingsRoutes } from './modules/settings/admin-settings.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { staffWorkQueueRoutes } from './modules/staff-work-queue/staff-work-queue.routes';
import { staffTicketRoutes } from './modules/support-tickets/staff-tickets.routes';
import { supportTicketRoutes } from './modules/support-tickets/support-tickets.routes';
import { sendTeamInvitationRoutes } from './modules/team/send-team-invitation.routes';
import { teamRoutes } from './modules/team/team.routes';
import { teamMembershipRoutes } from './modules/team/team-memberships.routes';
import { teamInvitationRoutes } from './modules/team-invitations/team-invitations.routes';
import { testCheckoutRoutes } from './modules/test-checkout/test-checkout.routes';
import { adminUniversityRoutes } from './modules/university/admin-university.routes';
import { universityProgressRoutes, universityRoutes } from './modules/university/university.routes';
import { voiceConversationRoutes } from './modules/voice-conversation/voice-conversation.routes';

export const MAX_BODY_BYTES = 1024 * 1024;
export const API_VERSION = '1';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const limitEveryBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    // The unread rest of the body is still on the socket: close it rather than keep it alive.
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.', undefined, {
      Connection: 'close',
    });
  },
});

/**
 * A GET has no body to limit, and asking for one makes the Node adapter build a full WHATWG Request (with its abort
 * signal) that the request never needed: about a tenth of a public read's CPU.
 */
const limitBody: MiddlewareHandler = (c, next) =>
  BODYLESS_METHODS.has(c.req.method) ? next() : limitEveryBody(c, next);

/**
 * Every API route, each declared with its schemas and access policy (decision 014). Its type is what the web's typed
 * client is built from (`ApiRoutes`).
 */
const buildApi = () =>
  new OpenAPIHono<AppEnv>()
    .basePath('/api')
    .route('/health', healthRoutes)
    .route('/ready', readyRoutes)
    // Stripe calls this without a session or an Origin; its signature is the authentication.
    .route('/payments/webhook', paymentWebhookRoutes)
    .route('/', meRoutes)
    .route('/account', accountRoutes)
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
    .route('/test-checkout', testCheckoutRoutes)
    .route('/team', teamMembershipRoutes)
    .route('/team', teamRoutes)
    .route('/send-team-invitation', sendTeamInvitationRoutes)
    .route('/team-invitations', teamInvitationRoutes)
    .route('/university', universityRoutes)
    .route('/university', universityProgressRoutes)
    .route('/admin/university', adminUniversityRoutes)
    .route('/blog', blogRoutes)
    .route('/projects', projectRoutes)
    .route('/admin/projects', adminProjectRoutes)
    .route('/admin/refunds', adminRefundRoutes)
    .route('/admin/dashboard', adminDashboardRoutes)
    .route('/admin/orders', adminOrderRoutes)
    .route('/admin/users', adminUserRoutes)
    .route('/admin/search', adminSearchRoutes)
    .route('/admin/services', adminServiceRoutes)
    .route('/admin/demo-agents', adminDemoAgentRoutes)
    .route('/admin/settings', adminSettingsRoutes)
    .route('/admin/campaign-scenarios', campaignScenarioRoutes)
    .route('/admin/emails', adminEmailRoutes)
    .route('/newsletter', newsletterRoutes)
    .route('/assistant', assistantRoutes)
    // Mail providers POST one-click unsubscribes without a cookie or an Origin; the link's token is the proof.
    .route('/newsletter', newsletterUnsubscribeRoutes)
    .route('/staff/onboarding-tasks', onboardingTaskRoutes)
    .route('/staff/orders', staffOrderRoutes)
    .route('/staff/blog', staffBlogRoutes)
    .route('/staff/demo-bookings', staffDemoBookingRoutes)
    .route('/staff/work-queue', staffWorkQueueRoutes)
    .route('/staff/tickets', staffTicketRoutes)
    .route('/support/tickets', supportTicketRoutes)
    .route('/diy-progress', diyProgressRoutes)
    .route('/onboarding-calls', onboardingCallRoutes)
    .route('/business-profile', businessProfileRoutes)
    .route('/onboarding-form', onboardingFormRoutes)
    .route('/', apiReferenceRoutes);

/** The API as the web's typed client sees it (`lib/api-client.ts`): every path, method, input and answer. */
export type ApiRoutes = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps) {
  const api = buildApi();
  // Not part of ApiRoutes: the web app never calls it (the e2e tests and people do).
  if (isDevMailboxEnabled(deps.env)) api.route('/dev/mailbox', devMailboxApiRoutes);

  const app = new OpenAPIHono<AppEnv>();
  app.use(requestContext(deps), securityHeaders(deps.env), compress());
  app.use('/api/*', limitBody, inputHygiene);
  app.route('/api/auth', authRoutes);
  app.use('/api/*', loadSession);
  app.route('/', api);
  serveOpenApiDocument(app, API_VERSION);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });

  if (isDevMailboxEnabled(deps.env)) app.use('/dev/*', inputHygiene).route('/dev/mailbox', devMailboxPageRoutes);
  else app.all('/dev/mailbox', (c) => c.text('Not found', 404));
  // Before the SPA, whose fallback would answer these with index.html.
  app.route('/', createSeoRoutes());
  app.route('/', blogFeedRoutes);
  if (deps.webDist) {
    const renderPage = deps.renderer
      ? createPageResponder({ renderer: deps.renderer, publicUrl: deps.env.PUBLIC_URL })
      : null;
    app.route('/', staticSite(deps.webDist, renderPage));
  }

  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 400 && /json/i.test(error.message) ? 'INVALID_JSON' : 'BAD_REQUEST';
      return c.json({ error: { code, message: error.message || 'Bad request.' } }, error.status);
    }
    (c.var.logger ?? deps.logger).error('unhandled error', {
      error: describeError(error),
      path: redactPath(c.req.path),
    });
    return c.json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
