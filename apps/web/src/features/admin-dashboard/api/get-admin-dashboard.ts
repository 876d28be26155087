import type { AdminDashboardQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The dashboard's figures for one period (a preset or a custom range) and the period before it. */
export const useAdminDashboard = (query: AdminDashboardQuery) =>
  useQuery({
    queryKey: ['admin-dashboard', query],
    queryFn: ({ signal }) => api.get('/api/admin/dashboard', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
