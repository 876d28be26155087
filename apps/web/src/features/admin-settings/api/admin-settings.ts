import type { AdminSettings, AdminSettingsPatch } from '@receptiva/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => api.get('/api/admin/settings', {}, { signal }),
  });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());

/** `PATCH /api/admin/settings` with the changed fields; the public settings this tab shows are re-read too. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminSettingsPatch) => api.patch('/api/admin/settings', { json: patch }),
    onSuccess: (settings: AdminSettings) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

export const useAdaptersStatus = () =>
  useQuery({
    queryKey: ['admin', 'settings', 'adapters'],
    queryFn: ({ signal }) => api.get('/api/admin/settings/adapters', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
