import type { AdminService, ServiceInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminServiceKeys } from './admin-service-query-keys';

/** Keeps the editor's copy, every admin list and the marketplace's lists current after a change. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (service: AdminService) => {
    queryClient.setQueryData(adminServiceKeys.service(service.id), service);
    void queryClient.invalidateQueries({ queryKey: adminServiceKeys.lists });
    void queryClient.invalidateQueries({ queryKey: ['services'] });
  };
}

/** `POST /api/admin/services`. */
export function useCreateService() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: ServiceInput) => api.post('/api/admin/services', { json: input }),
    onSuccess: refresh,
  });
}

/** `PUT /api/admin/services/{id}`: every field. */
export function useUpdateService(serviceId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      api.put('/api/admin/services/:serviceId', { param: { serviceId }, json: input }),
    onSuccess: refresh,
  });
}

/** Archive (leaves /marketplace) or restore. */
export function useSetServiceActive(serviceId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (active: boolean) =>
      active
        ? api.post('/api/admin/services/:serviceId/restore', { param: { serviceId } })
        : api.post('/api/admin/services/:serviceId/archive', { param: { serviceId } }),
    onSuccess: refresh,
  });
}
