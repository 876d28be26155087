import type { CancelMembershipInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { getBillingQueryOptions } from './get-billing';

export const cancelMembership = (input: CancelMembershipInput) => api.post('/api/billing/cancel', { json: input });

/** Cancels within the 30-day window; the answer carries the new billing state, and membership is re-read. */
export function useCancelMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSuccess: (result) => {
      queryClient.setQueryData(getBillingQueryOptions().queryKey, result.billing);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
