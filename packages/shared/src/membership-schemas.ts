import { z } from 'zod';

// Apart from the plan's figures (membership.ts), so a page that shows prices does not load the validation library.

const planName = z.string().trim().min(1).max(120);
const amountCents = z.number().int().min(0).max(100_000_000);

/** `POST /api/membership/consents`: the legal consent dialog's record. `amount` is in cents. */
export const membershipConsentSchema = z.object({
  planName,
  amount: amountCents,
  email: z.string().trim().min(3).max(254).email(),
  locale: z.string().max(35).optional(),
});
export type MembershipConsentInput = z.input<typeof membershipConsentSchema>;

/** `POST /api/functions/create-membership-checkout-with-setup` (spec §7). `amount` is in cents. */
export const membershipCheckoutSchema = z.object({
  planName,
  amount: amountCents,
  userEmail: z.string().trim().min(3).max(254).email(),
  userId: z.string().min(1).max(200).nullable(),
  paymentType: z.enum(['annual', 'monthly', 'setup']),
  /** Where the checkout's cancel button returns to (a path on this site). */
  returnPath: z
    .string()
    .max(200)
    .regex(/^\/(?!\/)[^\s]*$/)
    .optional(),
  locale: z.string().max(35).optional(),
});
export type MembershipCheckoutInput = z.input<typeof membershipCheckoutSchema>;
