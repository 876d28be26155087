import type { BillingOverview, BusinessProfileView, OrderView, SharedTeam, TeamList } from '@receptiva/shared';
import { type ApiCall, jsonResponse } from './mock-api';

/** Answers of the APIs the dashboard pages call, for `mockApi({ routes })`; each takes overrides. */
export const billingAnswer = (overrides: Partial<BillingOverview> = {}): BillingOverview => ({
  status: 'active',
  isMember: true,
  planName: 'Annual Membership',
  provider: 'test',
  setupFeePaidCents: 100_000,
  paidAt: '2026-01-15T12:00:00.000Z',
  monthlyCents: 49_700,
  nextCharge: { kind: 'monthly', amountCents: 49_700, chargeOn: '2026-03-01T00:00:00.000Z' },
  upcomingCharges: ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => ({
    kind: 'monthly' as const,
    amountCents: 49_700,
    chargeOn: `2026-${month}-01T00:00:00.000Z`,
  })),
  monthlyPaymentsTotal: 12,
  commitmentEndsAt: '2027-01-15T12:00:00.000Z',
  cancellationWindowEndsAt: '2026-02-14T12:00:00.000Z',
  canCancel: true,
  cancelledAt: null,
  graceEndsAt: null,
  receipts: [],
  portalAvailable: false,
  ...overrides,
});

export const noBillingAnswer = (): BillingOverview =>
  billingAnswer({
    status: 'none',
    isMember: false,
    planName: null,
    provider: null,
    setupFeePaidCents: null,
    paidAt: null,
    nextCharge: null,
    upcomingCharges: [],
    commitmentEndsAt: null,
    cancellationWindowEndsAt: null,
    canCancel: false,
  });

export const orderAnswer = (receiptNumber: string, overrides: Partial<OrderView> = {}): OrderView => ({
  id: `order-${receiptNumber}`,
  receiptNumber,
  status: 'paid',
  subtotalCents: 159_400,
  discountCents: 79_700,
  totalCents: 79_700,
  currency: 'usd',
  createdAt: '2026-02-01T12:00:00.000Z',
  paidAt: '2026-02-01T12:05:00.000Z',
  items: [],
  fulfilmentStatus: 'paid',
  timeline: [{ status: 'paid', at: '2026-02-01T12:05:00.000Z', note: null }],
  ...overrides,
});

export const teamListAnswer = (activeMembers: number, limit = 50): TeamList => ({
  limit,
  members: Array.from({ length: activeMembers }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    email: `member${index}@example.com`,
    firstName: `Member${index}`,
    lastName: 'Doe',
    phone: null,
    role: 'agent',
    hasCrmAccess: true,
    hasAiAccess: false,
    status: 'active' as const,
    hasAccount: true,
    invitationExpiresAt: null,
    createdAt: '2026-02-01T12:00:00.000Z',
  })),
});

/** Olivia Owner's team as Jane (user-1, row `…0001`) sees it. */
export const sharedTeamAnswer = (overrides: Partial<SharedTeam> = {}): SharedTeam => ({
  teamMemberId: '00000000-0000-4000-8000-000000000001',
  ownerId: 'owner-1',
  ownerName: 'Olivia Owner',
  role: 'manager',
  hasCrmAccess: true,
  hasAiAccess: false,
  members: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      role: 'manager',
      status: 'active',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      email: 'sam@example.com',
      firstName: null,
      lastName: null,
      role: 'agent',
      status: 'invited',
    },
  ],
  ...overrides,
});

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** The dashboard's own requests with sensible answers; a test replaces the ones it is about. */
/** A business profile nobody has started (issue 15): the setup card and prompt show what is missing. */
export const businessProfileAnswer = (overrides: Partial<BusinessProfileView> = {}): BusinessProfileView => ({
  business: null,
  details: { services: [], faqs: [], transfers: [], crm: '', calendar: '' },
  compliance: null,
  wizard: {
    step: 'business',
    status: 'not_started',
    completedAt: null,
    isDeferred: false,
    missing: ['business', 'compliance', 'finish'],
  },
  updatedAt: null,
  ...overrides,
});

export const dashboardRoutes = (overrides: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET /api/billing': () => jsonResponse(billingAnswer()),
  'GET /api/orders': () => jsonResponse({ orders: [], membershipOrders: [] }),
  'GET /api/team': () => jsonResponse(teamListAnswer(0)),
  'GET /api/team/shared': () => jsonResponse({ teams: [sharedTeamAnswer()] }),
  // Issue 15: the overview's DIY progress and onboarding-call cards.
  'GET /api/diy-progress': () => jsonResponse({ completed: [], total: 7 }),
  'GET /api/onboarding-calls/mine': () => jsonResponse({ call: null }),
  'GET /api/business-profile': () => jsonResponse(businessProfileAnswer()),
  ...Object.fromEntries(
    ['owner-1', 'owner-2'].map((ownerId) => [
      `GET /api/business-profile/shared/${ownerId}`,
      () => jsonResponse({ ...businessProfileAnswer(), ownerId, ownerName: 'Olivia Owner' }),
    ]),
  ),
  ...overrides,
});
