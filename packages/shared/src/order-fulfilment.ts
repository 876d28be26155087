// Marketplace order fulfilment (issue 16, point 6; decision 024): the statuses, the transitions staff may make, and the
// request schemas of /api/staff/orders.
import { z } from 'zod';

/** Where a paid order's work stands. Null on an order that is not paid yet (nothing to fulfil). */
export const FULFILMENT_STATUSES = ['paid', 'in_progress', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** A step of an order's timeline: a fulfilment status, or `refunded` (written by the refunds code). */
export const ORDER_TIMELINE_STATUSES = [...FULFILMENT_STATUSES, 'refunded'] as const;
export type OrderTimelineStatus = (typeof ORDER_TIMELINE_STATUSES)[number];

/** Forward only: a delivered or cancelled order is closed (money back is a refund, not a status change). */
export const FULFILMENT_TRANSITIONS: Readonly<Record<FulfilmentStatus, readonly FulfilmentStatus[]>> = {
  paid: ['in_progress', 'cancelled'],
  in_progress: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** The statuses staff can move an order to ('paid' is set by the payment alone). */
export const FULFILMENT_TARGETS = ['in_progress', 'delivered', 'cancelled'] as const;
export type FulfilmentTarget = (typeof FULFILMENT_TARGETS)[number];

/** The statuses from which an order may move to `to`. */
export const fulfilmentPredecessorsOf = (to: FulfilmentStatus): FulfilmentStatus[] =>
  FULFILMENT_STATUSES.filter((from) => FULFILMENT_TRANSITIONS[from].includes(to));

export const ORDER_NOTE_MAX_LENGTH = 2000;
export const STAFF_ORDER_SORTS = ['paidAt', 'updatedAt', 'totalCents', 'fulfilmentStatus'] as const;
export const STAFF_ORDER_PAGE_SIZE_MAX = 100;

/**
 * `GET /api/staff/orders`: paid marketplace orders; `search` matches the receipt number, the customer's e-mail or
 * name and the services' titles; a fulfilment status; a sort; a page.
 */
export const staffOrderListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES).optional(),
  sort: z.enum(STAFF_ORDER_SORTS).default('paidAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAFF_ORDER_PAGE_SIZE_MAX).default(25),
});
export type StaffOrderListQuery = z.input<typeof staffOrderListQuerySchema>;

export const staffOrderParamsSchema = z.object({ orderId: z.uuid() });

/**
 * `POST /api/staff/orders/{orderId}/status`: the next status and a note. The note stays internal unless
 * `shareNote` is true; then the customer reads it on /order-history and in the e-mail of that step.
 */
export const orderFulfilmentChangeSchema = z
  .object({
    status: z.enum(FULFILMENT_TARGETS),
    note: z.string().trim().max(ORDER_NOTE_MAX_LENGTH).default(''),
    shareNote: z.boolean().default(false),
  })
  .strict();
export type OrderFulfilmentChange = z.input<typeof orderFulfilmentChangeSchema>;
