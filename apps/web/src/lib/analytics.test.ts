import { AFFILIATE_COOKIE, analyticsEventSchema } from '@receptiva/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { idle, loadedScripts, resetTracking } from '@/testing/tracking';
import { configureAnalytics, PIXEL_SCRIPT_ID, PIXEL_SCRIPT_URL, track, trackCustom } from './analytics';
import { openConsentPreferences, saveConsent } from './consent';
import { setCookie } from './cookies';

afterEach(() => {
  resetTracking();
  window.history.replaceState(null, '', '/');
});

const UUID = /^[0-9a-f-]{36}$/;

interface PostedEvent {
  name: string;
  sessionId: string;
  params: Record<string, unknown>;
}

/** The bodies the fake server received on POST /api/analytics/events. */
const posted = (api: ReturnType<typeof mockApi>): PostedEvent[] =>
  api.callsTo('POST', '/api/analytics/events').map((call) => call.body as PostedEvent);
const PIXEL_ID = '123456789012345';

describe('first-party record (POST /api/analytics/events)', () => {
  it('posts the event with path, params and a per-tab session id, whatever the consent', async () => {
    const api = mockApi();
    window.history.replaceState(null, '', '/pricing?email=secret#plans');
    track('ViewContent', { content_name: 'Membership', value: 6497, currency: 'USD' });
    trackCustom('RoiCalculated', { roi: 2888 });

    const [first, second] = api.callsTo('POST', '/api/analytics/events');
    expect(first?.body).toEqual({
      name: 'ViewContent',
      custom: false,
      path: '/pricing',
      params: { content_name: 'Membership', value: 6497, currency: 'USD' },
      sessionId: expect.stringMatching(UUID),
    });
    expect(second?.body).toMatchObject({ name: 'RoiCalculated', custom: true, params: { roi: 2888 } });
    const [firstBody, secondBody] = posted(api);
    expect(secondBody?.sessionId).toBe(firstBody?.sessionId);
    expect(analyticsEventSchema.safeParse(first?.body).success).toBe(true);
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(window.fbq).toBeUndefined();
  });

  it('includes the affiliate id and the path given by the router', () => {
    const api = mockApi();
    setCookie(AFFILIATE_COOKIE, 'partner_9');
    track('PageView', undefined, { path: '/marketplace' });
    expect(api.callsTo('POST', '/api/analytics/events')[0]?.body).toMatchObject({
      name: 'PageView',
      path: '/marketplace',
      params: {},
      affiliateId: 'partner_9',
    });
  });

  it('keeps only flat values within the server limits', () => {
    const api = mockApi();
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, i]));
    track('Lead', { ...many, skipped: undefined, long: 'x'.repeat(600) });
    expect(Object.keys(posted(api)[0]?.params ?? {})).toHaveLength(20);
    track('Lead', { long: 'x'.repeat(600), notANumber: Number.NaN, kept: null });
    expect(posted(api)[1]?.params).toEqual({ long: 'x'.repeat(500), kept: null });
  });

  it('uses navigator.sendBeacon with a JSON blob when available', async () => {
    const api = mockApi();
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      track('Contact', { method: 'phone' });
      expect(sendBeacon).toHaveBeenCalledWith('/api/analytics/events', expect.any(Blob));
      const blob = sendBeacon.mock.calls[0]![1];
      expect(blob.type).toBe('application/json');
      expect(JSON.parse(await blob.text())).toMatchObject({ name: 'Contact', params: { method: 'phone' } });
      expect(api.callsTo('POST', '/api/analytics/events')).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('falls back to fetch (keepalive) when the beacon is refused', () => {
    const api = mockApi();
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    try {
      track('Lead');
      expect(api.callsTo('POST', '/api/analytics/events')).toHaveLength(1);
      expect(api.fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true, method: 'POST' });
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('never throws: a failed request or an invalid name is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(() => track('Purchase', { value: 1 })).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics event not recorded', expect.any(TypeError)));
    expect(() => trackCustom('not a valid name!')).not.toThrow();
    expect(() => trackCustom('')).not.toThrow();
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('Meta pixel', () => {
  const pixelCalls = () => window.fbq?.queue ?? [];

  it('waits for marketing consent, then loads once and replays queued events', async () => {
    const api = mockApi();
    configureAnalytics({ pixelId: PIXEL_ID });
    track('PageView');
    track('Lead', { value: 100 });
    await idle();
    expect(window.fbq).toBeUndefined();
    expect(loadedScripts()).toEqual([]);
    expect(api.callsTo('POST', '/api/analytics/events')).toHaveLength(2);

    saveConsent({ marketing: true });
    expect(pixelCalls()).toEqual([
      ['init', PIXEL_ID],
      ['track', 'PageView', {}],
      ['track', 'Lead', { value: 100 }],
    ]);
    trackCustom('QuizDone');
    expect(pixelCalls().at(-1)).toEqual(['trackCustom', 'QuizDone', {}]);

    await idle();
    expect(loadedScripts()).toEqual([PIXEL_SCRIPT_ID]);
    const script = document.getElementById(PIXEL_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe(PIXEL_SCRIPT_URL);
    expect(script.async).toBe(true);
    openConsentPreferences();
    saveConsent({ marketing: true });
    await idle();
    expect(document.querySelectorAll(`#${PIXEL_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('queues events made before the settings arrive', () => {
    mockApi();
    saveConsent({ marketing: true });
    track('PageView');
    expect(window.fbq).toBeUndefined();
    configureAnalytics({ pixelId: PIXEL_ID });
    expect(pixelCalls()).toEqual([
      ['init', PIXEL_ID],
      ['track', 'PageView', {}],
    ]);
  });

  it('sends nothing to the pixel with necessary cookies only', async () => {
    const api = mockApi();
    configureAnalytics({ pixelId: PIXEL_ID });
    saveConsent({ marketing: false });
    track('PageView');
    track('Lead');
    await idle();
    expect(window.fbq).toBeUndefined();
    expect(loadedScripts()).toEqual([]);
    expect(api.callsTo('POST', '/api/analytics/events')).toHaveLength(2);
  });

  it('is never loaded without a pixel id (or with an invalid one)', async () => {
    mockApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveConsent({ marketing: true });
    configureAnalytics({ pixelId: null });
    track('PageView');
    configureAnalytics({ pixelId: '<script>' });
    track('PageView');
    await idle();
    expect(window.fbq).toBeUndefined();
    expect(loadedScripts()).toEqual([]);
  });

  it('stops forwarding events once consent is withdrawn', () => {
    mockApi();
    configureAnalytics({ pixelId: PIXEL_ID });
    saveConsent({ marketing: true });
    track('PageView');
    saveConsent({ marketing: false });
    track('Lead');
    expect(pixelCalls()).toEqual([
      ['init', PIXEL_ID],
      ['track', 'PageView', {}],
      ['consent', 'revoke'],
    ]);
    saveConsent({ marketing: true });
    track('Contact');
    expect(pixelCalls().slice(3)).toEqual([
      ['consent', 'grant'],
      ['track', 'Contact', {}],
    ]);
  });

  it('does not load a pixel whose consent was withdrawn before the page went idle', async () => {
    mockApi();
    configureAnalytics({ pixelId: PIXEL_ID });
    saveConsent({ marketing: true });
    saveConsent({ marketing: false });
    await idle();
    expect(loadedScripts()).toEqual([]);
  });
});
