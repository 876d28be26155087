import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import seo from '@/locales/en/seo.json';
import { defaultSettings, mockApi } from '@/testing/mock-api';
import { renderWithTracking, resetTracking } from '@/testing/tracking';
import { PageMeta } from './page-meta';
import { routeMetaFor } from './route-meta';

afterEach(resetTracking);

const ORIGIN = 'http://localhost:3000';
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
const alternates = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
      link.hreflang,
      link.href,
    ]),
  );

const waitForTitle = (title: string) => expect.poll(() => document.title).toBe(title);

describe('route-level meta (RouteMeta inside TrackingEffects)', () => {
  it('sets title, description, Open Graph, Twitter, canonical and hreflang for a public page', async () => {
    mockApi();
    renderWithTracking('/pricing');
    await waitForTitle('Pricing: AI Voice Agent Membership · Receptiva');
    const description = meta('name="description"');
    expect(description).toMatch(/^One membership, everything included/);
    expect(meta('property="og:title"')).toBe('Pricing: AI Voice Agent Membership · Receptiva');
    expect(meta('property="og:description"')).toBe(description);
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:url"')).toBe(`${ORIGIN}/pricing`);
    expect(meta('property="og:site_name"')).toBe('Receptiva');
    expect(meta('property="og:locale"')).toBe('en_US');
    expect(document.head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(13);
    expect(meta('name="twitter:card"')).toBe('summary');
    expect(meta('name="twitter:title"')).toBe('Pricing: AI Voice Agent Membership · Receptiva');
    expect(meta('name="twitter:description"')).toBe(description);
    expect(meta('name="robots"')).toBeNull();
    expect(canonical()).toBe(`${ORIGIN}/pricing`);
    expect(alternates()).toEqual({
      ...Object.fromEntries(SITE_LANGUAGE_CODES.map((code) => [code, `${ORIGIN}/pricing?lng=${code}`])),
      'x-default': `${ORIGIN}/pricing`,
    });
    // One of each: index.html's static defaults are updated, not duplicated.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('uses the brand from the settings', async () => {
    mockApi({ settings: { ...defaultSettings, brandName: 'Acme Voice' } });
    renderWithTracking('/legal');
    await waitForTitle('Terms, Payment & Privacy Policies · Acme Voice');
    expect(meta('name="description"')).toContain('Read the Acme Voice terms of service');
    expect(meta('property="og:site_name"')).toBe('Acme Voice');
  });

  it('follows route changes', async () => {
    mockApi();
    const { router } = renderWithTracking('/');
    await waitForTitle('AI Receptionist for Service Businesses, 24/7 · Receptiva');
    await act(() => router.navigate('/agents'));
    expect(document.title).toBe('Try an AI Voice Agent Live · Receptiva');
    expect(canonical()).toBe(`${ORIGIN}/agents`);
  });

  it('asks crawlers to skip private pages and the 404 page (no canonical, no alternates)', async () => {
    mockApi();
    const { router } = renderWithTracking('/no-such-page');
    await waitForTitle('Page Not Found · Receptiva');
    expect(meta('name="robots"')).toBe('noindex');
    expect(canonical()).toBeNull();
    expect(alternates()).toEqual({});
    await act(() => router.navigate('/'));
    expect(meta('name="robots"')).toBeNull();
    expect(canonical()).toBe(`${ORIGIN}/`);
  });

  it('maps every route of the spec to its entry', () => {
    expect(routeMetaFor('/')).toEqual({ key: 'home', noIndex: false });
    expect(routeMetaFor('/blog/my-first-post')).toEqual({ key: 'blog', noIndex: false });
    expect(routeMetaFor('/schedule-onboarding-call')).toEqual({ key: 'scheduleOnboarding', noIndex: true });
    expect(routeMetaFor('/diy-onboarding')).toEqual({ key: 'diyOnboarding', noIndex: false });
    expect(routeMetaFor('/membership-promo')).toEqual({ key: 'membershipPromo', noIndex: false });
    expect(routeMetaFor('/auth')).toEqual({ key: 'auth', noIndex: true });
    expect(routeMetaFor('/payment-success')).toEqual({ key: 'confirmation', noIndex: true });
    expect(routeMetaFor('/ai-onboarding')).toEqual({ key: 'setup', noIndex: true });
    expect(routeMetaFor('/admin')).toEqual({ key: 'admin', noIndex: true });
    expect(routeMetaFor('/admin/ai-agents/edit/7')).toEqual({ key: 'admin', noIndex: true });
    expect(routeMetaFor('/pricing/extra')).toEqual({ key: 'notFound', noIndex: true });
  });
});

describe('PageMeta', () => {
  it("takes over from the route's defaults while the page is mounted", async () => {
    mockApi();
    const { router } = renderWithTracking(
      '/blog/answering-every-call',
      <PageMeta
        title="How to answer every call"
        description="A guide to never missing a customer again."
        type="article"
        image="https://cdn.example/share.png"
      />,
    );
    await waitForTitle('How to answer every call · Receptiva');
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:image"')).toBe('https://cdn.example/share.png');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="twitter:image"')).toBe('https://cdn.example/share.png');
    expect(canonical()).toBe(`${ORIGIN}/blog/answering-every-call`);

    await act(() => router.navigate('/university'));
    // Same element: PageMeta stays mounted and keeps describing the page.
    expect(document.title).toBe('How to answer every call · Receptiva');
  });

  it('updates every tag in the active language, and a ?lng= URL is canonical in it', async () => {
    mockApi();
    await i18n.loadLanguages('de');
    i18n.addResourceBundle(
      'de',
      'seo',
      { routes: { pricing: { title: 'Preise', description: 'Eine Mitgliedschaft, alles inklusive.' } } },
      true,
      true,
    );
    renderWithTracking('/pricing?lng=en');
    await waitForTitle('Pricing: AI Voice Agent Membership · Receptiva');
    expect(canonical()).toBe(`${ORIGIN}/pricing?lng=en`);

    await act(() => i18n.changeLanguage('de'));
    expect(document.title).toBe('Preise · Receptiva');
    expect(meta('name="description"')).toBe('Eine Mitgliedschaft, alles inklusive.');
    expect(meta('property="og:title"')).toBe('Preise · Receptiva');
    expect(meta('property="og:locale"')).toBe('de_DE');
    expect(canonical()).toBe(`${ORIGIN}/pricing?lng=de`);
    expect(meta('property="og:url"')).toBe(`${ORIGIN}/pricing?lng=de`);
    expect(alternates().de).toBe(`${ORIGIN}/pricing?lng=de`);
    expect(alternates()['x-default']).toBe(`${ORIGIN}/pricing`);
  });
});

describe('seo.json (English)', () => {
  it('keeps titles and descriptions within what search results show', () => {
    for (const [key, { title, description }] of Object.entries(seo.routes)) {
      // "{title} · Receptiva" stays under 60 characters; descriptions 70–160.
      expect(title.length, `${key} title`).toBeLessThanOrEqual(48);
      const text = description.replace('{{brand}}', 'Receptiva');
      expect(text.length, `${key} description`).toBeGreaterThanOrEqual(70);
      expect(text.length, `${key} description`).toBeLessThanOrEqual(160);
    }
  });
});
