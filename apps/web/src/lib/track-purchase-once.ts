import { type AnalyticsParams, track } from './analytics';

const trackedKey = (orderId: string) => `receptiva.purchase-tracked.${orderId}`;

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
