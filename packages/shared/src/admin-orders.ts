// /admin/orders (issue 17 point 4): membership checkouts and marketplace orders in one list, its filters and rows.
import { z } from 'zod';
import { FULFILMENT_STATUSES } from './order-fulfilment';
import { ORDER_STATUSES } from './schemas/orders';
import { refundSubjectSchema } from './schemas/refunds';

export const ADMIN_ORDER_SORTS = ['createdAt', 'totalCents', 'email'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** A calendar day (`z.iso.date` knows month lengths and leap years); year 0 does not exist for PostgreSQL. */
const isoDate = z.iso.date().refine((value) => !value.startsWith('0000'), { message: 'Not a date.' });

/**
 * The filters of `GET /api/admin/orders` and of its CSV export: kind, payment status, the day range of creation (UTC,
 * both ends included), and a customer search (e-mail, name or receipt number).
 */
export const adminOrderFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  kind: refundSubjectSchema.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const adminOrderListQuerySchema = adminOrderFiltersSchema.extend({
  sort: z.enum(ADMIN_ORDER_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
export type AdminOrderFilters = z.input<typeof adminOrderFiltersSchema>;

/** One row: a membership checkout (`membership`) or a marketplace order (`order`), in the same flat columns. */
export const adminOrderRowSchema = z.object({
  kind: refundSubjectSchema,
  id: z.string(),
  receiptNumber: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  /** The plan for a membership, the services' titles for an order. */
  description: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES).nullable(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderParamsSchema = z.object({ kind: refundSubjectSchema, orderId: z.uuid() });
