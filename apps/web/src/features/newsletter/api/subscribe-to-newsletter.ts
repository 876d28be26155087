import type { NewsletterSubscriptionAccepted, NewsletterSubscriptionInput } from '@receptiva/shared';
import { api } from '@/lib/api-client';

/** `POST /api/newsletter/subscriptions` → 202, the same answer whether or not the address was already on the list. */
export const subscribeToNewsletter = (input: NewsletterSubscriptionInput): Promise<NewsletterSubscriptionAccepted> =>
  api.post('/api/newsletter/subscriptions', { json: input });
