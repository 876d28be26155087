import type { PublicSettings } from '@receptiva/shared';
import { PIXEL_SCRIPT_URL } from '@/lib/analytics';

export type ThirdPartyKey = 'pixel' | 'affiliate' | 'chat' | 'booking' | 'video';

export interface ThirdParty {
  key: ThirdPartyKey;
  /** Where its code or frame comes from. */
  host: string;
  /** Loads only after the visitor accepts marketing cookies (decision 007). */
  needsConsent: boolean;
}

/** The host of an http(s) URL, or null: a URL the browser would not load is not a third party of the site. */
const hostOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host : null;
  } catch {
    return null;
  }
};

/**
 * The third parties this site can load with the current public settings, in the order the privacy policy names
 * them. A setting left empty means that service is not loaded at all, so it is not listed.
 */
export function configuredThirdParties(settings: PublicSettings): ThirdParty[] {
  const candidates: [ThirdPartyKey, string | null, boolean][] = [
    ['pixel', settings.pixelId ? hostOf(PIXEL_SCRIPT_URL) : null, true],
    ['affiliate', hostOf(settings.affiliateScriptUrl), true],
    ['chat', hostOf(settings.chatWidgetScriptUrl), true],
    ['booking', hostOf(settings.bookingWidgetUrl), false],
    ['video', hostOf(settings.introVideoUrl), false],
    ['video', hostOf(settings.pricingVideoUrl), false],
  ];
  const listed = candidates.flatMap(([key, host, needsConsent]) => (host ? [{ key, host, needsConsent }] : []));
  // The pricing video often comes from the intro video's host: name each host once.
  return listed.filter(
    (party, index) => listed.findIndex((other) => other.host === party.host && other.key === party.key) === index,
  );
}
