import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_DAYS, validateAffiliateId } from '@receptiva/shared';
import { getCookie, setCookie } from './cookies';
import { loadScript } from './load-script';

/** Spec §5: the query parameters that carry an affiliate id, in order of precedence. */
export const AFFILIATE_QUERY_PARAMS = ['am_id', 'affiliate_id'] as const;
export const AFFILIATE_COOKIE_MAX_AGE = AFFILIATE_COOKIE_DAYS * 24 * 60 * 60;
export const AFFILIATE_SCRIPT_ID = 'receptiva-affiliate-script';

type Source = (typeof AFFILIATE_QUERY_PARAMS)[number] | 'cookie';

interface Candidate {
  source: Source;
  raw: string;
}

const candidatesFrom = (search: string): Candidate[] => {
  const query = new URLSearchParams(search);
  const candidates: Candidate[] = [];
  for (const param of AFFILIATE_QUERY_PARAMS) {
    const raw = query.get(param);
    if (raw !== null) candidates.push({ source: param, raw });
  }
  const cookie = getCookie(AFFILIATE_COOKIE);
  if (cookie !== null) candidates.push({ source: 'cookie', raw: cookie });
  return candidates;
};

/** The first valid id among am_id, affiliate_id and the cookie, without side effects. */
export function getAffiliateId(search: string = window.location.search): string | null {
  for (const { raw } of candidatesFrom(search)) {
    const id = validateAffiliateId(raw);
    if (id) return id;
  }
  return null;
}

/** Rejected values are logged once each, not on every route change. */
const warned = new Set<string>();

/**
 * Spec §5, run on every route change (and by the pricing page): reads am_id or affiliate_id from the query, else
 * the am_id cookie; a valid query value is (re)stored in the cookie for 30 days; a rejected value is logged and never
 * stored, and the next source is tried. Returns the affiliate id in effect, or null.
 */
export function validateAffiliateTracking(search: string = window.location.search): string | null {
  for (const { source, raw } of candidatesFrom(search)) {
    const id = validateAffiliateId(raw);
    if (!id) {
      const key = `${source}:${raw}`;
      if (!warned.has(key)) {
        warned.add(key);
        console.warn(`Ignoring an invalid affiliate id from ${source}`, JSON.stringify(raw.slice(0, 80)));
      }
      continue;
    }
    if (source !== 'cookie') storeAffiliateId(id);
    return id;
  }
  return null;
}

function storeAffiliateId(id: string): void {
  try {
    setCookie(AFFILIATE_COOKIE, id, {
      maxAgeSeconds: AFFILIATE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  } catch (error) {
    console.warn('Could not store the affiliate id', error);
  }
}

/** Adds the affiliate tracking script once, asynchronously; a load failure is logged only (spec §7, §8). */
export function loadAffiliateScript(src: string): void {
  loadScript(AFFILIATE_SCRIPT_ID, src).catch((error: unknown) => {
    console.warn('The affiliate tracking script could not be loaded', error);
  });
}
