import type { MembershipConsentInput } from '@receptiva/shared';
import { api } from '@/lib/api-client';

/** `POST /api/membership/consents`: stores the consent and queues the receipt of the terms. */
export const recordConsent = (input: MembershipConsentInput) => api.post('/api/membership/consents', { json: input });
