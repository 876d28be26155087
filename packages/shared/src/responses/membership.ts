// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';

/** A hosted checkout to send the browser to (spec §7: a missing url is an error). */
export const checkoutCreatedSchema = z.object({ url: z.string() });
export type MembershipCheckoutCreated = z.infer<typeof checkoutCreatedSchema>;
/** `POST /api/orders/checkout`: the same shape, for a marketplace order. */
export type OrderCheckoutCreated = MembershipCheckoutCreated;

/** `POST /api/membership/consents` answers 201 with the stored record's id and the document version agreed to. */
export const consentRecordedSchema = z.object({ id: z.string(), documentVersion: z.string() });
export type ConsentRecorded = z.infer<typeof consentRecordedSchema>;

/** `GET /api/membership/orders/by-session/:sessionId`: what /payment-success shows. */
export const membershipOrderViewSchema = z.object({
  id: z.string(),
  planName: z.string(),
  paymentType: z.enum(['annual', 'monthly', 'setup']),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']),
  amountCents: z.number().int(),
  setupFeeCents: z.number().int(),
  monthlyCents: z.number().int(),
  currency: z.string(),
  email: z.string(),
  paidAt: z.string().nullable(),
  commitmentEndsAt: z.string().nullable(),
  termsVersion: z.string(),
});
export type MembershipOrderView = z.infer<typeof membershipOrderViewSchema>;
