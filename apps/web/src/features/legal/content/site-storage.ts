import { AFFILIATE_COOKIE, LANGUAGE_COOKIE } from '@receptiva/shared';
import { ANALYTICS_SESSION_KEY } from '@/lib/analytics';
import { LANGUAGE_STORAGE_KEY } from '@/lib/browser-language-detector';
import { CONSENT_STORAGE_KEY } from '@/lib/consent';
import { SIGN_OUT_PENDING_KEY } from '@/lib/sign-out-pending';
import { PURCHASE_TRACKED_KEY_PREFIX } from '@/lib/track-purchase-once';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface StoredItem {
  name: string;
  kind: StorageKind;
  /** Binding English, like the rest of the document. */
  purpose: string;
}

/**
 * What this site's own code stores in the browser, whatever the settings: all of it is necessary for a feature the
 * visitor uses, none of it is shared with a third party. Names owned by other features are written out here (a
 * feature cannot import another); `app/routes/legal.test.tsx` checks them against their owners' constants.
 */
export const FIRST_PARTY_STORAGE: readonly StoredItem[] = [
  {
    name: 'receptiva.session_token',
    kind: 'cookie',
    purpose:
      'Keeps you signed in. Set when you sign in and removed when you sign out; scripts cannot read it (HttpOnly). On a secure connection its name starts with __Secure-.',
  },
  {
    name: 'receptiva.known_device',
    kind: 'cookie',
    purpose:
      'Recognises a browser you have signed in with before, so that wrong passwords someone else types for your address do not make you wait here. Set when you sign in; kept for 180 days; scripts cannot read it (HttpOnly).',
  },
  { name: LANGUAGE_COOKIE, kind: 'cookie', purpose: 'Remembers the language you chose, for one year.' },
  {
    name: AFFILIATE_COOKIE,
    kind: 'cookie',
    purpose:
      'The partner id of a referral link, so that the partner who referred you is credited. Set only when you arrive through such a link; kept for 30 days.',
  },
  { name: CONSENT_STORAGE_KEY, kind: 'localStorage', purpose: 'Your cookie choice and when you made it.' },
  { name: LANGUAGE_STORAGE_KEY, kind: 'localStorage', purpose: 'The language you chose.' },
  { name: 'receptiva.cart', kind: 'localStorage', purpose: 'The services in your marketplace cart.' },
  { name: 'receptiva.dashboard-view', kind: 'localStorage', purpose: 'Which team view your dashboard shows.' },
  {
    name: `${PURCHASE_TRACKED_KEY_PREFIX}*`,
    kind: 'localStorage',
    purpose: 'That a paid order was already counted, so that it is counted once.',
  },
  {
    name: ANALYTICS_SESSION_KEY,
    kind: 'sessionStorage',
    purpose: 'A random id for this browser tab, which groups the events of one visit in our own usage record.',
  },
  {
    name: 'receptiva.bookingPopupShown',
    kind: 'sessionStorage',
    purpose: 'That the booking popup was already shown in this tab.',
  },
  {
    name: SIGN_OUT_PENDING_KEY,
    kind: 'sessionStorage',
    purpose: 'That you signed out while our server could not be reached.',
  },
];
