import type { MeResponse, PublicSettings } from '@receptiva/shared';
import { onTestFinished, vi } from 'vitest';
import { makeAdminDashboard } from './admin-dashboard-fixture';
import { makeWorkQueue } from './work-queue-fixture';

/** A request as the fake server sees it. */
export interface ApiCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const defaultSettings: PublicSettings = {
  brandName: 'Receptiva',
  supportEmail: 'support@receptiva.test',
  supportPhone: '+1 (555) 010-0199',
  businessHours: 'Monday-Friday 9:00 AM-6:00 PM EST',
  businessAddress: null,
  crmUrl: null,
  communityUrl: null,
  facebookUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  linkedinUrl: null,
  xUrl: null,
  tiktokUrl: null,
  whatsappNumber: null,
  whatsappMessage: 'Hello',
  bookingWidgetUrl: null,
  chatWidgetScriptUrl: null,
  pixelId: null,
  affiliateScriptUrl: null,
  introVideoUrl: null,
  pricingVideoUrl: null,
  freeTrialSpotsLeft: 27,
};

export const makeMe = (overrides: Partial<MeResponse> = {}): MeResponse => ({
  user: { id: 'user-1', email: 'jane@example.com', emailVerified: true, createdAt: '2025-01-01T00:00:00.000Z' },
  profile: {
    email: 'jane@example.com',
    fullName: 'Jane Doe',
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '+1 555 0100',
    locale: 'en',
  },
  role: 'user',
  isMember: true,
  hasTeamAccess: false,
  hasCrmAccess: true,
  hasAiAccess: false,
  membershipState: overrides.isMember === false ? 'none' : 'active',
  membershipGraceEndsAt: null,
  ...overrides,
});

interface MockApiOptions {
  /** The signed-in user, null for signed out, or 'pending' for an answer that never comes. */
  me?: MeResponse | null | 'pending';
  settings?: PublicSettings;
  /** Extra routes, keyed `METHOD /path`. */
  routes?: Record<string, Handler>;
}

const parseBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Replaces `fetch` (the network boundary) with a fake server answering real `Response`s.
 * A request nobody expected fails the test.
 */
export function mockApi({ me = null, settings = defaultSettings, routes = {} }: MockApiOptions = {}) {
  const calls: ApiCall[] = [];
  const unhandled: string[] = [];
  const table: Record<string, Handler> = {
    'GET /api/session': () => {
      if (me === 'pending') return new Promise<Response>(() => {});
      return jsonResponse({ me });
    },
    'GET /api/settings/public': () => jsonResponse(settings),
    // TrackingEffects records a PageView first-party on every route (fire-and-forget, answers 202).
    'POST /api/analytics/events': () => new Response(null, { status: 202 }),
    // /pricing (the page most layout tests render) previews the marketplace; tests of it pass their own services.
    'GET /api/services': () =>
      jsonResponse({ viewer: me && me !== 'pending' ? 'non-member' : 'visitor', services: [] }),
    // /admin, where admin sign-ins and role tests land, loads the dashboard's figures.
    'GET /api/admin/dashboard': () => jsonResponse(makeAdminDashboard()),
    // /staff-dashboard, where staff land, loads the work queue.
    'GET /api/staff/work-queue': () => jsonResponse(makeWorkQueue()),
    ...routes,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
      credentials: init.credentials,
    };
    calls.push(call);
    const handler = table[`${call.method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${call.method} ${url.pathname}`);
      throw new TypeError(`Unhandled request ${call.method} ${url.pathname}`);
    }
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);

  onTestFinished(() => {
    if (unhandled.length > 0) throw new Error(`Unexpected requests: ${unhandled.join(', ')}`);
  });

  const callsTo = (method: string, pathname: string) =>
    calls.filter((c) => c.method === method && c.url.pathname === pathname);
  return { calls, callsTo, fetchMock };
}
