import { type AnalyticsParams, track } from './analytics';

/** Followed by the order id. */
export const PURCHASE_TRACKED_KEY_PREFIX = 'receptiva.purchase-tracked.';
const trackedKey = (orderId: string) => `${PURCHASE_TRACKED_KEY_PREFIX}${orderId}`;

/**
 * The Purchase event, once per paid order: the stored mark makes StrictMode's second effect, a reload and a later
 * visit of the success page send nothing.
 */
export function trackPurchaseOnce(orderId: string, params: AnalyticsParams): void {
  try {
    if (localStorage.getItem(trackedKey(orderId))) return;
    localStorage.setItem(trackedKey(orderId), '1');
  } catch {
    // Storage unavailable: still report the purchase this once.
  }
  track('Purchase', params);
}
