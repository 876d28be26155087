import type { MembershipConsentInput } from '@receptiva/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** `POST /api/membership/consents`: stores the consent and queues the receipt of the terms. */
export const recordConsent = (input: MembershipConsentInput) =>
  api.post<{ id: string; documentVersion: string }>(paths.api.membershipConsents, input);
