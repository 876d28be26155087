// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';
import { refundSubjectSchema } from '../schemas/refunds';

export const refundStateSchema = z.enum(['not_refunded', 'partially_refunded', 'refunded']);
export type RefundState = z.infer<typeof refundStateSchema>;

/**
 * `GET /api/admin/refunds/{kind}/{orderId}`: what can still be refunded, in integer cents, and the money-back
 * guarantee rule (spec §9: 100% within 30 days of payment) with whether it still applies today.
 */
export const refundPreviewSchema = z.object({
  kind: refundSubjectSchema,
  orderId: z.string(),
  email: z.string(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  refundableCents: z.number().int(),
  state: refundStateSchema,
  guarantee: z.object({
    days: z.number().int(),
    endsAt: z.string().nullable(),
    applies: z.boolean(),
    rule: z.string(),
  }),
  refunds: z.array(
    z.object({
      amountCents: z.number().int(),
      reason: z.string(),
      source: z.enum(['admin', 'duplicate', 'provider']),
      createdAt: z.string(),
    }),
  ),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;
