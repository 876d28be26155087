import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSessions = (signal?: AbortSignal) => api.get('/api/account/sessions', {}, { signal });

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'sessions'], queryFn: ({ signal }) => getSessions(signal) });

/** The signed-in sessions of the account, the current one first. */
export const useSessions = () => useQuery(getSessionsQueryOptions());
