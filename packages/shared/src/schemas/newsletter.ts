import { z } from 'zod';

/** The newsletter sign-up (issue 14): an address, and the page's language for the confirmation e-mail. */
export const newsletterSubscriptionSchema = z.object({
  email: z.string().trim().min(1).max(254).email(),
  locale: z.string().max(35).optional(),
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

/** A newsletter link's secret: 32 random bytes (or an HMAC) as url-safe base64. */
export const newsletterTokenField = z
  .string()
  .trim()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `POST /api/newsletter/confirmations`: the token of the confirmation link. */
export const newsletterConfirmationSchema = z.object({ token: newsletterTokenField });
