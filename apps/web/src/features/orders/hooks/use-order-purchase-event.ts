import type { OrderView } from '@receptiva/shared';
import { useEffect } from 'react';
import { track } from '@/lib/analytics';

const trackedKey = (orderId: string) => `receptiva.purchase-tracked.${orderId}`;

/**
 * The Purchase event, once per paid order: the stored mark makes StrictMode's second effect, a reload and a later
 * visit of the success page send nothing.
 */
export function useOrderPurchaseEvent(order: OrderView | undefined) {
  useEffect(() => {
    if (order?.status !== 'paid') return;
    try {
      if (localStorage.getItem(trackedKey(order.id))) return;
      localStorage.setItem(trackedKey(order.id), '1');
    } catch {
      // Storage unavailable: still report the purchase this once.
    }
    track('Purchase', {
      value: order.totalCents / 100,
      currency: 'USD',
      content_ids: order.items.map((item) => item.slug).join(','),
      num_items: order.items.reduce((sum, item) => sum + item.quantity, 0),
    });
  }, [order]);
}
