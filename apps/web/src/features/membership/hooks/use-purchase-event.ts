import type { MembershipOrderView } from '@receptiva/shared';
import { useEffect } from 'react';
import { trackPurchaseOnce } from '@/lib/track-purchase-once';

/** The Purchase event, once per paid membership order (a reload or a second visit of the success page sends nothing). */
export function usePurchaseEvent(order: MembershipOrderView | undefined) {
  useEffect(() => {
    if (order?.status !== 'paid') return;
    trackPurchaseOnce(order.id, { value: order.amountCents / 100, currency: 'USD', content_name: order.planName });
  }, [order]);
}
