import { z } from 'zod';

/** What is refunded: a membership checkout (`membership_orders`) or a marketplace order (`orders`). */
export const refundSubjectSchema = z.enum(['membership', 'order']);
export type RefundSubject = z.infer<typeof refundSubjectSchema>;

export const refundParamsSchema = z.object({ kind: refundSubjectSchema, orderId: z.string().uuid() });

export const REFUND_REASON_MAX_LENGTH = 500;

/** `POST /api/admin/refunds/{kind}/{orderId}`: the whole rest (no amount) or part of it, in integer cents. */
export const refundInputSchema = z.object({
  amountCents: z.number().int().min(1).max(100_000_000).optional(),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX_LENGTH),
});
export type RefundInput = z.input<typeof refundInputSchema>;
