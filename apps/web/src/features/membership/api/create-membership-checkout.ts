import type { MembershipCheckoutCreated, MembershipCheckoutInput } from '@receptiva/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** Spec §7 `create-membership-checkout-with-setup`: answers the hosted checkout's `url`. */
export const createMembershipCheckout = (input: MembershipCheckoutInput) =>
  api.post<MembershipCheckoutCreated>(paths.api.membershipCheckout, input);
