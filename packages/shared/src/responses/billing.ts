// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';

const isoDate = z.string();
const nullableDate = isoDate.nullable();

/**
 * The billing page's membership states (decisions 011, 022): `active` (paid, not cancelled), `past_due` (a renewal
 * failed; usable until the grace period ends), `cancelled` (cancelled in the 30-day window, usable until the window
 * ends), `ended` (cancelled, stopped or unpaid beyond the grace period), `completed` (the 12-month commitment was served
 * and the subscription ended with it), `none` (never paid).
 */
export const billingStatusSchema = z.enum(['active', 'past_due', 'cancelled', 'ended', 'completed', 'none']);
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** One payment received for a membership: the setup fee charged at checkout. Amounts in integer cents. */
export const billingReceiptSchema = z.object({
  orderId: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  paidAt: isoDate,
});
export type BillingReceipt = z.infer<typeof billingReceiptSchema>;

/** A charge of the spec §9 schedule: the prorated rest of a month after the window, then $497 on each 1st. */
export const billingChargeSchema = z.object({
  kind: z.enum(['prorated', 'monthly']),
  amountCents: z.number().int(),
  chargeOn: isoDate,
});
export type BillingCharge = z.infer<typeof billingChargeSchema>;

/** `GET /api/billing`: the signed-in user's membership billing. Dates are ISO strings, amounts integer cents. */
export const billingOverviewSchema = z.object({
  status: billingStatusSchema,
  isMember: z.boolean(),
  planName: z.string().nullable(),
  /** `manual` when an admin granted the membership: nothing is charged and nothing can be cancelled here. */
  provider: z.string().nullable(),
  setupFeePaidCents: z.number().int().nullable(),
  paidAt: nullableDate,
  monthlyCents: z.number().int(),
  nextCharge: billingChargeSchema.nullable(),
  /** Every charge still to come, in order (decision 026); its length is the number of monthly payments left. */
  upcomingCharges: z.array(billingChargeSchema),
  /** The monthly payments of the whole commitment (12, the prorated one included). */
  monthlyPaymentsTotal: z.number().int(),
  commitmentEndsAt: nullableDate,
  cancellationWindowEndsAt: nullableDate,
  canCancel: z.boolean(),
  cancelledAt: nullableDate,
  /** Past due: when access ends unless the payment goes through. */
  graceEndsAt: nullableDate,
  receipts: z.array(billingReceiptSchema),
  portalAvailable: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** `POST /api/billing/cancel`: `changed` is false when an earlier call had already cancelled. */
export const cancelMembershipResultSchema = z.object({ changed: z.boolean(), billing: billingOverviewSchema });
export type CancelMembershipResult = z.infer<typeof cancelMembershipResultSchema>;

/** `POST /api/billing/portal`: the Stripe customer portal's address. */
export const billingPortalSchema = z.object({ url: z.string() });
