import type { AnalyticsEventInput, StandardEvent } from '@receptiva/shared';
import { ANALYTICS_EVENT_NAME } from '@receptiva/shared/analytics-event-name';
import { getAffiliateId } from './affiliate';
import { apiPath } from './api-client';
import { consentStore, getConsent } from './consent';
import { afterInteractive, loadScript } from './load-script';

/**
 * One analytics module (spec §7, DESIGN §3). Every event is recorded first-party (`POST /api/analytics/events`)
 * whatever the consent, because no third party sees it; it also goes to the Meta pixel when a pixel id is set and
 * the visitor gave marketing consent. Nothing here ever throws to a caller.
 */
export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface TrackOptions {
  /** The route path to record; defaults to the browser's current path (query and hash are never recorded). */
  path?: string;
}

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT_ID = 'receptiva-pixel-script';
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const ANALYTICS_SESSION_KEY = 'receptiva.analytics.session';
const MAX_PARAMS = 20;
const MAX_PENDING = 50;
const PIXEL_ID = /^\d{5,20}$/;

type PixelCall = ['track' | 'trackCustom', string, Record<string, string | number | boolean | null>];

const state = {
  /** undefined until the public settings arrive; null when no pixel is configured. */
  pixelId: undefined as string | null | undefined,
  /** Pixel calls waiting for the settings or for the visitor's choice (this page only). */
  pending: [] as PixelCall[],
  installedPixelId: null as string | null,
  revoked: false,
  cancelScriptLoad: null as (() => void) | null,
  memorySessionId: null as string | null,
};

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** A random id per browser tab (sessionStorage), so the first-party record can group one visit. */
export function getAnalyticsSessionId(): string {
  try {
    let id = window.sessionStorage.getItem(ANALYTICS_SESSION_KEY);
    if (!id) {
      id = randomId();
      window.sessionStorage.setItem(ANALYTICS_SESSION_KEY, id);
    }
    return id;
  } catch {
    state.memorySessionId ??= randomId();
    return state.memorySessionId;
  }
}

/** Keeps only flat values within the server's limits (20 keys, 64-character keys, 500-character strings). */
const cleanParams = (params: AnalyticsParams = {}): Record<string, string | number | boolean | null> => {
  const clean: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(params)) {
    if (Object.keys(clean).length >= MAX_PARAMS) break;
    if (key.length > 64 || value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    clean[key] = typeof value === 'string' ? value.slice(0, 500) : value;
  }
  return clean;
};

function sendFirstParty(event: AnalyticsEventInput): void {
  // The server validates with analyticsEventSchema; here only the name is checked (zod stays out of the first load).
  if (!ANALYTICS_EVENT_NAME.test(event.name)) {
    console.warn('Analytics event not recorded: invalid event name', JSON.stringify(event.name.slice(0, 80)));
    return;
  }
  const body = JSON.stringify(event);
  const url = apiPath('/api/analytics/events');
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    }
    fetch(url, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch((error: unknown) => console.warn('Analytics event not recorded', error));
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}

/** The standard Meta snippet's queueing stub: calls made before fbevents.js arrives are replayed by it. */
function installPixel(pixelId: string): void {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;
  }
  window.fbq('init', pixelId);
  state.installedPixelId = pixelId;
  state.cancelScriptLoad = afterInteractive(() => {
    state.cancelScriptLoad = null;
    loadScript(PIXEL_SCRIPT_ID, PIXEL_SCRIPT_URL).catch((error: unknown) =>
      console.warn('The marketing pixel could not be loaded', error),
    );
  });
}

/** Applies the current settings and consent to the pixel: install and flush, wait, or drop. */
function syncPixel(): void {
  try {
    const { pixelId } = state;
    const choice = getConsent();
    if (pixelId === null || choice?.marketing === false) {
      state.pending = [];
      state.cancelScriptLoad?.();
      state.cancelScriptLoad = null;
      if (state.installedPixelId && !state.revoked && window.fbq) {
        window.fbq('consent', 'revoke');
        state.revoked = true;
      }
      return;
    }
    if (pixelId === undefined || choice === null) return; // wait for the settings and the visitor's choice
    if (state.installedPixelId !== pixelId) installPixel(pixelId);
    else if (state.revoked) window.fbq?.('consent', 'grant');
    state.revoked = false;
    const calls = state.pending;
    state.pending = [];
    for (const call of calls) window.fbq?.(...call);
  } catch (error) {
    console.warn('Marketing pixel error', error);
  }
}

// The browser only: a server render has no consent and no pixel.
if (typeof window !== 'undefined') consentStore.subscribe(syncPixel);

/** Called with the public settings' pixel id (undefined while they load). An invalid id disables the pixel. */
export function configureAnalytics({ pixelId }: { pixelId: string | null | undefined }): void {
  let next = pixelId === undefined ? undefined : (pixelId?.trim() ?? null) || null;
  if (next && !PIXEL_ID.test(next)) {
    console.warn('Ignoring an invalid marketing pixel id', next);
    next = null;
  }
  if (next === state.pixelId) return;
  state.pixelId = next;
  syncPixel();
}

function record(name: string, custom: boolean, params: AnalyticsParams | undefined, options: TrackOptions): void {
  try {
    const clean = cleanParams(params);
    const affiliateId = getAffiliateId();
    sendFirstParty({
      name,
      custom,
      path: (options.path ?? window.location.pathname).slice(0, 500),
      params: clean,
      sessionId: getAnalyticsSessionId(),
      ...(affiliateId ? { affiliateId } : {}),
    });
    if (state.pixelId === null || getConsent()?.marketing === false) return;
    if (state.pending.length >= MAX_PENDING) state.pending.shift();
    state.pending.push([custom ? 'trackCustom' : 'track', name, clean]);
    syncPixel();
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}

/** A standard marketing event (PageView, Lead, Contact, ViewContent, InitiateCheckout, Purchase). */
export function track(event: StandardEvent, params?: AnalyticsParams, options: TrackOptions = {}): void {
  record(event, false, params, options);
}

/** A custom event: a name of letters, digits, _ and - starting with a letter (at most 64 characters). */
export function trackCustom(name: string, params?: AnalyticsParams, options: TrackOptions = {}): void {
  record(name, true, params, options);
}

/** Forgets the pixel state of this page (tests). */
export function resetAnalytics(): void {
  state.cancelScriptLoad?.();
  Object.assign(state, {
    pixelId: undefined,
    pending: [],
    installedPixelId: null,
    revoked: false,
    cancelScriptLoad: null,
    memorySessionId: null,
  });
}
