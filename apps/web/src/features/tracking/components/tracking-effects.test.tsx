import { AFFILIATE_COOKIE } from '@receptiva/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_SCRIPT_ID } from '@/lib/affiliate';
import { PIXEL_SCRIPT_ID } from '@/lib/analytics';
import { CONSENT_STORAGE_KEY, openConsentPreferences } from '@/lib/consent';
import { getCookie } from '@/lib/cookies';
import { defaultSettings, mockApi } from '@/testing/mock-api';
import { idle, loadedScripts, renderWithTracking, resetTracking } from '@/testing/tracking';
import { CHAT_WIDGET_SCRIPT_ID } from '../utils/chat-widget';

afterEach(resetTracking);

const settings = {
  ...defaultSettings,
  pixelId: '123456789012345',
  affiliateScriptUrl: 'https://affiliates.example/track.js',
  chatWidgetScriptUrl: 'https://chat.example/widget.js',
};

const acceptAll = async (user: ReturnType<typeof renderWithTracking>['user']) => {
  const region = await screen.findByRole('region', { name: 'Your privacy, your choice' });
  await user.click(within(region).getByRole('button', { name: 'Accept all' }));
};

const navigate = async (router: ReturnType<typeof renderWithTracking>['router'], to: string) => {
  await act(() => router.navigate(to));
};

/** What a chat widget does once its script runs: put its launcher into <body>. */
const injectLauncher = () => {
  const launcher = document.createElement('div');
  launcher.id = 'chat-launcher';
  document.body.appendChild(launcher);
  return launcher;
};

describe('TrackingEffects', () => {
  it('records a PageView first-party on every route change', async () => {
    const api = mockApi();
    const { router } = renderWithTracking('/');
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/analytics/events')).toHaveLength(1));
    await navigate(router, '/pricing');
    await navigate(router, '/blog');
    const bodies = api.callsTo('POST', '/api/analytics/events').map((call) => call.body);
    expect(bodies).toEqual([
      expect.objectContaining({ name: 'PageView', custom: false, path: '/' }),
      expect.objectContaining({ name: 'PageView', path: '/pricing' }),
      expect.objectContaining({ name: 'PageView', path: '/blog' }),
    ]);
  });

  it('validates the affiliate id on every route change and records it with the events', async () => {
    const api = mockApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderWithTracking('/?am_id=partner_7');
    await vi.waitFor(() => expect(getCookie(AFFILIATE_COOKIE)).toBe('partner_7'));
    await navigate(router, '/pricing?affiliate_id=bad%20id%21');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid affiliate id'), expect.any(String));
    expect(getCookie(AFFILIATE_COOKIE)).toBe('partner_7');
    const bodies = api.callsTo('POST', '/api/analytics/events').map((call) => call.body);
    expect(bodies.at(-1)).toMatchObject({ path: '/pricing', affiliateId: 'partner_7' });
  });

  it('loads no pixel, affiliate script or chat widget before consent', async () => {
    const api = mockApi({ settings });
    renderWithTracking('/');
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/settings/public')).toHaveLength(1));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/analytics/events')).toHaveLength(1));
    await idle();
    expect(loadedScripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
  });

  it('loads them after "Accept all", once the page is idle, and the pixel gets the PageView', async () => {
    mockApi({ settings });
    const { user, router } = renderWithTracking('/');
    await acceptAll(user);
    await vi.waitFor(() =>
      expect(loadedScripts().sort()).toEqual([AFFILIATE_SCRIPT_ID, CHAT_WIDGET_SCRIPT_ID, PIXEL_SCRIPT_ID].sort()),
    );
    for (const id of loadedScripts()) expect((document.getElementById(id) as HTMLScriptElement).async).toBe(true);
    expect(window.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView', {}],
    ]);
    await navigate(router, '/pricing');
    await idle();
    expect(window.fbq?.queue.at(-1)).toEqual(['track', 'PageView', {}]);
    expect(document.querySelectorAll('script[src="https://chat.example/widget.js"]')).toHaveLength(1);
    expect(document.querySelectorAll('script[src="https://affiliates.example/track.js"]')).toHaveLength(1);
  });

  it('loads nothing with "Necessary only"', async () => {
    mockApi({ settings });
    const { user, router } = renderWithTracking('/');
    const region = await screen.findByRole('region', { name: 'Your privacy, your choice' });
    await user.click(within(region).getByRole('button', { name: 'Necessary only' }));
    await navigate(router, '/pricing');
    await idle();
    expect(loadedScripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
  });

  it('removes the chat widget and what it injected on /admin, and brings it back outside', async () => {
    mockApi({ settings });
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, marketing: true, decidedAt: '' }));
    const { router } = renderWithTracking('/');
    await vi.waitFor(() => expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).not.toBeNull());
    const launcher = injectLauncher();
    const page = screen.getByRole('heading', { name: 'Page' });

    await navigate(router, '/admin/users');
    expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();
    expect(launcher).not.toBeInTheDocument();
    expect(page).toBeInTheDocument(); // our own React tree is never touched
    expect(loadedScripts().sort()).toEqual([AFFILIATE_SCRIPT_ID, PIXEL_SCRIPT_ID].sort());
    await navigate(router, '/admin');
    await idle();
    expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();

    await navigate(router, '/pricing');
    await vi.waitFor(() => expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).not.toBeNull());
  });

  it('never loads the chat widget when the visit starts on /admin', async () => {
    mockApi({ settings });
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, marketing: true, decidedAt: '' }));
    renderWithTracking('/admin/outbound-campaign-calculator');
    await vi.waitFor(() => expect(document.getElementById(PIXEL_SCRIPT_ID)).not.toBeNull());
    expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();
  });

  it('removes the chat widget and stops further loads when consent is withdrawn', async () => {
    mockApi({ settings });
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, marketing: true, decidedAt: '' }));
    const { user, router } = renderWithTracking('/');
    await vi.waitFor(() => expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).not.toBeNull());
    const launcher = injectLauncher();

    act(() => openConsentPreferences());
    const region = screen.getByRole('region', { name: 'Your privacy, your choice' });
    await user.click(within(region).getByRole('button', { name: 'Necessary only' }));
    expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();
    expect(launcher).not.toBeInTheDocument();
    const queued = window.fbq?.queue.length ?? 0;
    expect(window.fbq?.queue.at(-1)).toEqual(['consent', 'revoke']);

    await navigate(router, '/marketplace');
    await idle();
    expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();
    expect(window.fbq?.queue).toHaveLength(queued);
  });

  it('does not load scripts that are not configured', async () => {
    mockApi();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, marketing: true, decidedAt: '' }));
    renderWithTracking('/');
    await screen.findByRole('heading', { name: 'Page' });
    await idle();
    await idle();
    expect(loadedScripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
  });
});
