/** Every URL of the app. Route definitions use `path`; links use `getHref()`. */
const route = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: route('/'),
  auth: {
    path: '/auth',
    getHref: (query?: Record<string, string>) => (query ? `/auth?${new URLSearchParams(query).toString()}` : '/auth'),
  },
  /** Where better-auth sends the reset link (it appends `&token=…` or `&error=INVALID_TOKEN`). */
  passwordResetRedirect: route('/auth?reset=true'),
  pricing: route('/pricing'),
  marketplace: route('/marketplace'),
  membershipPromo: route('/membership-promo'),
  blog: route('/blog'),
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  university: route('/university'),
  diyOnboarding: route('/diy-onboarding'),
  scheduleOnboarding: route('/schedule-onboarding'),
  scheduleOnboardingCall: route('/schedule-onboarding-call'),
  legal: route('/legal'),
  projects: route('/projects'),
  agents: route('/agents'),
  checkout: route('/checkout'),
  checkoutSuccess: route('/checkout-success'),
  paymentSuccess: route('/payment-success'),
  success: route('/success'),
  onboardingForm: route('/onboarding-form'),
  onboardingThankYou: route('/onboarding-thank-you'),
  followUp: route('/follow-up'),
  teamInvitation: route('/team-invitation'),

  dashboard: route('/dashboard'),
  dashboardBilling: route('/dashboard/billing'),
  aiOnboarding: route('/ai-onboarding'),
  setup: route('/setup'),
  orderHistory: route('/order-history'),

  staffDashboard: route('/staff-dashboard'),

  outboundCampaignCalculator: route('/admin/outbound-campaign-calculator'),
  admin: {
    root: route('/admin'),
    users: route('/admin/users'),
    user: { path: '/admin/users/:userId', getHref: (userId: string) => `/admin/users/${encodeURIComponent(userId)}` },
    orders: route('/admin/orders'),
    services: route('/admin/services'),
    support: route('/admin/support'),
    aiAgents: route('/admin/ai-agents'),
    aiAgentEdit: {
      path: '/admin/ai-agents/edit/:agentId',
      getHref: (agentId: string) => `/admin/ai-agents/edit/${encodeURIComponent(agentId)}`,
    },
    projects: route('/admin/projects'),
    blog: route('/admin/blog'),
    settings: route('/admin/settings'),
  },

  api: {
    /** better-auth's endpoints (sign-in, sign-up, reset, sign-out…). */
    auth: '/api/auth',
    me: '/api/me',
    session: '/api/session',
    publicSettings: '/api/settings/public',
    /** The first-party demo booking form (when no booking widget URL is configured). */
    demoBookings: '/api/demo-bookings',
    /** First-party record of every marketing event (always, whatever the consent). */
    analyticsEvents: '/api/analytics/events',
    /** The active demo agents of the live voice demo. */
    demoAgents: '/api/demo-agents',
    /** The marketplace's active services; prices for members only. */
    services: '/api/services',
    /** Spec §7: a signed URL for one voice call with a demo agent. */
    voiceConversation: '/api/functions/voice-conversation',
    /** The legal consent record given before a membership payment. */
    membershipConsents: '/api/membership/consents',
    /** Spec §7: the membership checkout session; answers `{ url }`. */
    membershipCheckout: '/api/functions/create-membership-checkout-with-setup',
    /** `/:sessionId`: the membership order a checkout session paid for. */
    membershipOrderBySession: '/api/membership/orders/by-session',
    /** The signed-in user's membership billing; `/cancel` and `/portal` act on it. */
    billing: '/api/billing',
    billingCancel: '/api/billing/cancel',
    billingPortal: '/api/billing/portal',
    /** The signed-in user's marketplace orders and membership orders. */
    orders: '/api/orders',
    /** Members only: prices the cart on the server and answers the hosted checkout's `{ url }`. */
    orderCheckout: '/api/orders/checkout',
    /** `/:sessionId`: the marketplace order a checkout session paid for. */
    orderBySession: '/api/orders/by-session',
  },
} as const;
