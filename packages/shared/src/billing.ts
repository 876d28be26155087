import { z } from 'zod';

/**
 * The billing page's membership states (decision 011): `active` (paid, not cancelled), `cancelled` (cancelled in the
 * 30-day window, usable until the window ends), `ended` (cancelled and the window is over), `none` (never paid).
 */
export type BillingStatus = 'active' | 'cancelled' | 'ended' | 'none';

/** One payment received for a membership: the setup fee charged at checkout. Amounts in integer cents. */
export interface BillingReceipt {
  orderId: string;
  description: string;
  amountCents: number;
  currency: string;
  paidAt: string;
}

/** The next charge the spec §9 schedule makes: the prorated rest of a month after the window, then the 1st. */
export interface BillingCharge {
  kind: 'prorated' | 'monthly';
  amountCents: number;
  chargeOn: string;
}

/** `GET /api/billing`: the signed-in user's membership billing. Dates are ISO strings, amounts integer cents. */
export interface BillingOverview {
  status: BillingStatus;
  isMember: boolean;
  planName: string | null;
  /** `manual` when an admin granted the membership: nothing is charged and nothing can be cancelled here. */
  provider: string | null;
  setupFeePaidCents: number | null;
  paidAt: string | null;
  monthlyCents: number;
  nextCharge: BillingCharge | null;
  commitmentEndsAt: string | null;
  cancellationWindowEndsAt: string | null;
  canCancel: boolean;
  cancelledAt: string | null;
  receipts: BillingReceipt[];
  portalAvailable: boolean;
}

/** `POST /api/billing/cancel`: `changed` is false when an earlier call had already cancelled. */
export interface CancelMembershipResult {
  changed: boolean;
  billing: BillingOverview;
}

export const cancelMembershipSchema = z.object({ locale: z.string().max(35).optional() }).strict();
export type CancelMembershipInput = z.input<typeof cancelMembershipSchema>;
