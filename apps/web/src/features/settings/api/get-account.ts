import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAccount = (signal?: AbortSignal) => api.get('/api/account', {}, { signal });

export const getAccountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount(signal) });

/** Whether the account can be deleted now, and if not why. */
export const useAccount = () => useQuery(getAccountQueryOptions());
