import type { AdminOrderListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from './admin-orders-keys';

const asQuery = ({ page, ...rest }: AdminOrderListQuery) => ({
  ...rest,
  page: page === undefined ? undefined : String(page),
});

/** One page of /admin/orders: membership and marketplace orders, filtered, sorted and paged on the server. */
export const useAdminOrders = (query: AdminOrderListQuery) =>
  useQuery({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/admin/orders', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
