import { SITE_LANGUAGE_CODES } from './languages';

/**
 * Spec §2: the public pages listed in `/sitemap.xml` (published blog posts join them, read from the database). Only
 * pages that exist (issue 14: /university, /legal, /projects; issue 15: /diy-onboarding). /schedule-onboarding is
 * for members only and is not listed.
 */
export const PUBLIC_SITEMAP_PATHS = [
  '/',
  '/pricing',
  '/marketplace',
  '/membership-promo',
  '/blog',
  '/university',
  '/diy-onboarding',
  '/legal',
  '/projects',
  '/agents',
] as const;
export type PublicSitemapPath = (typeof PUBLIC_SITEMAP_PATHS)[number];

/** Signed-in, admin, sign-in and checkout paths that crawlers are asked to skip in `/robots.txt`. */
export const ROBOTS_DISALLOWED_PATHS = [
  '/dashboard',
  '/admin',
  '/auth',
  '/order-history',
  '/setup',
  '/ai-onboarding',
  '/staff-dashboard',
  '/checkout',
  '/payment-success',
  '/checkout-success',
  /** Members only (issue 15); its e-mailed manage links carry a secret. */
  '/schedule-onboarding',
  /** The newsletter's confirmation and unsubscribe pages: each is reached by a secret link from an e-mail. */
  '/newsletter',
] as const;

/** The query parameter that selects a language (first in the detection order of spec §9). */
export const LANGUAGE_QUERY_PARAM = 'lng';

export interface LanguageAlternate {
  /** A site language code, or `x-default` for the URL without a language (the server or browser picks one). */
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of a page: one `?lng=<code>` URL per site language plus `x-default` (the bare URL).
 * The sitemap and the pages' `<link rel="alternate">` tags use the same list so they agree. `search` holds the
 * query parameters that make the page a page of its own (`?category=reviews&page=2`), kept in every URL.
 */
export function languageAlternates(origin: string, path: string, search = ''): LanguageAlternate[] {
  const query = search.replace(/^\?/, '');
  const base = `${origin.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`;
  const separator = query ? '&' : '?';
  return [
    ...SITE_LANGUAGE_CODES.map((code) => ({
      hreflang: code,
      href: `${base}${separator}${LANGUAGE_QUERY_PARAM}=${code}`,
    })),
    { hreflang: 'x-default', href: base },
  ];
}
