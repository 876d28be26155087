import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getOrderHistory = (signal?: AbortSignal) => api.get('/api/orders', {}, { signal });

export const getOrderHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['order-history'], queryFn: ({ signal }) => getOrderHistory(signal) });

/** The signed-in user's marketplace and membership orders, newest first. */
export const useOrderHistory = () => useQuery(getOrderHistoryQueryOptions());
