import type { OrderView } from '@receptiva/shared';
import { useEffect } from 'react';
import { trackPurchaseOnce } from '@/lib/track-purchase-once';

/** The Purchase event, once per paid marketplace order (a reload or a second visit of the success page sends nothing). */
export function useOrderPurchaseEvent(order: OrderView | undefined) {
  useEffect(() => {
    if (order?.status !== 'paid') return;
    trackPurchaseOnce(order.id, {
      value: order.totalCents / 100,
      currency: 'USD',
      content_ids: order.items.map((item) => item.slug).join(','),
      num_items: order.items.reduce((sum, item) => sum + item.quantity, 0),
    });
  }, [order]);
}
