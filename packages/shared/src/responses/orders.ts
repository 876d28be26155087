// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';
import { FULFILMENT_STATUSES, ORDER_TIMELINE_STATUSES } from '../order-fulfilment';
import { ORDER_STATUSES } from '../schemas/orders';
import { membershipOrderViewSchema } from './membership';

export const orderItemViewSchema = z.object({
  slug: z.string(),
  /** The title as sold, in the asked language when the sale's snapshot has it, else English (`lang` says which). */
  title: z.string(),
  lang: z.string(),
  quantity: z.number().int(),
  unitListPriceCents: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

/** One step of an order's timeline as its buyer sees it: the note only when staff shared it (decision 024). */
export const orderTimelineStepSchema = z.object({
  status: z.enum(ORDER_TIMELINE_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});
export type OrderTimelineStep = z.infer<typeof orderTimelineStepSchema>;

/** One marketplace order as its buyer sees it (amounts in US cents). */
export const orderViewSchema = z.object({
  id: z.string(),
  /** A short, human-readable receipt number derived from the id. */
  receiptNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(orderItemViewSchema),
  /** Null until the order is paid. */
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES).nullable(),
  /** Oldest first: paid, in progress, delivered (or cancelled), refunded. */
  timeline: z.array(orderTimelineStepSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** A membership purchase in the order history. */
export const membershipOrderSummarySchema = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  planName: z.string(),
  status: z.union([membershipOrderViewSchema.shape.status, z.literal('refunded')]),
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type MembershipOrderSummary = z.infer<typeof membershipOrderSummarySchema>;

/** `GET /api/orders`: the signed-in user's orders and membership orders, newest first. */
export const orderHistorySchema = z.object({
  orders: z.array(orderViewSchema),
  membershipOrders: z.array(membershipOrderSummarySchema),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;
