import type { AdminOrderListQuery, RefundSubject } from '@receptiva/shared';

/** The admin's order queries: every list view under one prefix, so a refund or a status change refreshes them all. */
export const adminOrderKeys = {
  lists: ['admin-orders'] as const,
  list: (query: AdminOrderListQuery) => ['admin-orders', query] as const,
  order: (kind: RefundSubject, orderId: string) => ['admin-order', kind, orderId] as const,
  /** The fulfilment view alone (lines, timeline, next steps): the staff dashboard's order page. */
  fulfilment: (orderId: string) => ['staff-order', orderId] as const,
};
