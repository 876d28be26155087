// Response schemas of /api/staff/orders (decision 014); the web imports only the types.
import { z } from 'zod';
import { FULFILMENT_STATUSES, ORDER_TIMELINE_STATUSES } from '../order-fulfilment';
import { ORDER_STATUSES } from '../schemas/orders';
import { orderItemViewSchema } from './orders';

/** One step as staff see it: the note whether shared or not, and who made the change. */
export const staffOrderTimelineEntrySchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_TIMELINE_STATUSES),
  at: z.string(),
  note: z.string(),
  noteSharedWithCustomer: z.boolean(),
  actor: z.string(),
});
export type StaffOrderTimelineEntry = z.infer<typeof staffOrderTimelineEntrySchema>;

/** One row of staff's order table: flat fields, one per column. */
export const staffOrderRowSchema = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  paymentStatus: z.enum(ORDER_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  itemCount: z.number().int(),
  itemTitles: z.array(z.string()),
  totalCents: z.number().int(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrderListSchema = z.object({
  orders: z.array(staffOrderRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/** `GET /api/staff/orders/{orderId}`: the row, its lines, its timeline oldest first, and where it may go next. */
export const staffOrderDetailSchema = staffOrderRowSchema.extend({
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  locale: z.string(),
  items: z.array(orderItemViewSchema),
  timeline: z.array(staffOrderTimelineEntrySchema),
  allowedTransitions: z.array(z.enum(FULFILMENT_STATUSES)),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;
