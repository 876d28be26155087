import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getBilling = (signal?: AbortSignal) => api.get('/api/billing', {}, { signal });

export const getBillingQueryOptions = () =>
  queryOptions({ queryKey: ['billing'], queryFn: ({ signal }) => getBilling(signal) });

/** The signed-in user's membership billing: plan, dates, next charge, receipts, what can be done now. */
export const useBilling = () => useQuery(getBillingQueryOptions());
