/**
 * Every page URL of the app. Route definitions use `path`; links use `getHref()`. API paths are not listed here: the
 * typed client (`lib/api-client.ts`) takes them from the server's own route declarations.
 */
const route = <P extends string>(path: P) => ({ path, getHref: () => path });

/** The sections of /legal, in page order; each is an anchor that other pages link to (`/legal#payment`). */
export const LEGAL_SECTIONS = ['terms', 'payment', 'refunds', 'privacy', 'cookies', 'arbitration', 'contact'] as const;
export type LegalSection = (typeof LEGAL_SECTIONS)[number];

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
  legal: { path: '/legal', getHref: (section?: LegalSection) => (section ? `/legal#${section}` : '/legal') },
  projects: route('/projects'),
  project: { path: '/projects/:slug', getHref: (slug: string) => `/projects/${encodeURIComponent(slug)}` },
  agents: route('/agents'),
  checkout: route('/checkout'),
  checkoutSuccess: route('/checkout-success'),
  paymentSuccess: route('/payment-success'),
  success: route('/success'),
  onboardingForm: route('/onboarding-form'),
  onboardingThankYou: route('/onboarding-thank-you'),
  followUp: route('/follow-up'),
  teamInvitation: route('/team-invitation'),
  /** The newsletter e-mails' links (`?token=…`): the server builds them, so these paths must not change. */
  newsletterConfirm: route('/newsletter/confirm'),
  newsletterUnsubscribe: route('/newsletter/unsubscribe'),

  dashboard: route('/dashboard'),
  dashboardBilling: route('/dashboard/billing'),
  dashboardTeam: route('/dashboard/team'),
  dashboardOrders: route('/dashboard/orders'),
  dashboardSettings: route('/dashboard/settings'),
  dashboardAssistant: route('/dashboard/assistant'),
  /** The ticket e-mails link here (`/dashboard/support/{id}`): the server builds them, so this path must not change. */
  dashboardSupport: route('/dashboard/support'),
  dashboardSupportTicket: {
    path: '/dashboard/support/:ticketId',
    getHref: (ticketId: string) => `/dashboard/support/${encodeURIComponent(ticketId)}`,
  },
  aiOnboarding: route('/ai-onboarding'),
  setup: route('/setup'),
  orderHistory: route('/order-history'),

  /** The work queue (`?tab=…&filter=…&page=…`); staff notice e-mails link here, so the path must not change. */
  staffDashboard: {
    path: '/staff-dashboard',
    getHref: (query?: Record<string, string>) =>
      query && Object.keys(query).length > 0
        ? `/staff-dashboard?${new URLSearchParams(query).toString()}`
        : '/staff-dashboard',
  },
  staffOrder: {
    path: '/staff-dashboard/orders/:orderId',
    getHref: (orderId: string) => `/staff-dashboard/orders/${encodeURIComponent(orderId)}`,
  },
  staffBlog: route('/staff-dashboard/blog'),
  staffBlogNew: route('/staff-dashboard/blog/new'),
  staffBlogPost: {
    path: '/staff-dashboard/blog/:postId',
    getHref: (postId: string) => `/staff-dashboard/blog/${encodeURIComponent(postId)}`,
  },
  /** The staff notice e-mails link here: the server builds them, so this path must not change. */
  staffTicket: {
    path: '/staff-dashboard/tickets/:ticketId',
    getHref: (ticketId: string) => `/staff-dashboard/tickets/${encodeURIComponent(ticketId)}`,
  },

  outboundCampaignCalculator: route('/admin/outbound-campaign-calculator'),
  admin: {
    root: route('/admin'),
    users: route('/admin/users'),
    user: { path: '/admin/users/:userId', getHref: (userId: string) => `/admin/users/${encodeURIComponent(userId)}` },
    orders: route('/admin/orders'),
    order: {
      path: '/admin/orders/:kind/:orderId',
      getHref: (kind: 'membership' | 'order', orderId: string) =>
        `/admin/orders/${kind}/${encodeURIComponent(orderId)}`,
    },
    services: route('/admin/services'),
    serviceNew: route('/admin/services/new'),
    service: {
      path: '/admin/services/:serviceId',
      getHref: (serviceId: string) => `/admin/services/${encodeURIComponent(serviceId)}`,
    },
    support: route('/admin/support'),
    supportTicket: {
      path: '/admin/support/:ticketId',
      getHref: (ticketId: string) => `/admin/support/${encodeURIComponent(ticketId)}`,
    },
    aiAgents: route('/admin/ai-agents'),
    aiAgentNew: route('/admin/ai-agents/new'),
    aiAgentEdit: {
      path: '/admin/ai-agents/edit/:agentId',
      getHref: (agentId: string) => `/admin/ai-agents/edit/${encodeURIComponent(agentId)}`,
    },
    projects: route('/admin/projects'),
    projectNew: route('/admin/projects/new'),
    project: {
      path: '/admin/projects/:projectId',
      getHref: (projectId: string) => `/admin/projects/${encodeURIComponent(projectId)}`,
    },
    blog: route('/admin/blog'),
    university: route('/admin/university'),
    blogNew: route('/admin/blog/new'),
    blogPost: {
      path: '/admin/blog/:postId',
      getHref: (postId: string) => `/admin/blog/${encodeURIComponent(postId)}`,
    },
    settings: route('/admin/settings'),
    emails: route('/admin/settings/emails'),
    email: {
      path: '/admin/settings/emails/:emailId',
      getHref: (emailId: string) => `/admin/settings/emails/${encodeURIComponent(emailId)}`,
    },
  },
} as const;
