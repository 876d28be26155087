// Response schemas of the newsletter (decision 014); the web imports only the types.
import { z } from 'zod';

/**
 * `POST /api/newsletter/subscriptions` answers 202 with this whatever the address's state (new, pending, confirmed,
 * unsubscribed), so the answer never tells whether an address is on the list.
 */
export const newsletterSubscriptionAcceptedSchema = z.object({ accepted: z.literal(true) });
export type NewsletterSubscriptionAccepted = z.infer<typeof newsletterSubscriptionAcceptedSchema>;

/** The confirmation link worked: the address now receives the newsletter. */
export const newsletterConfirmedSchema = z.object({ status: z.literal('confirmed') });
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;

/** The unsubscribe link worked (again, if it was used before): the address receives nothing more. */
export const newsletterUnsubscribedSchema = z.object({ status: z.literal('unsubscribed') });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;
