import type { MembershipOrderView } from '@receptiva/shared';
import { useEffect } from 'react';
import { track } from '@/lib/analytics';

const trackedKey = (orderId: string) => `receptiva.purchase-tracked.${orderId}`;

/** The Purchase event, once per paid order: a reload or a second visit of the success page sends nothing. */
export function usePurchaseEvent(order: MembershipOrderView | undefined) {
  useEffect(() => {
    if (order?.status !== 'paid') return;
    try {
      if (localStorage.getItem(trackedKey(order.id))) return;
      localStorage.setItem(trackedKey(order.id), '1');
    } catch {
      // Storage unavailable: still report the purchase this once.
    }
    track('Purchase', { value: order.amountCents / 100, currency: 'USD', content_name: order.planName });
  }, [order]);
}
