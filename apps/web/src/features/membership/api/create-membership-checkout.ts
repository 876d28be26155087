import type { MembershipCheckoutInput } from '@receptiva/shared';
import { api } from '@/lib/api-client';

/** Spec §7 `create-membership-checkout-with-setup`: answers the hosted checkout's `url`. */
export const createMembershipCheckout = (input: MembershipCheckoutInput) =>
  api.post('/api/functions/create-membership-checkout-with-setup', { json: input });
