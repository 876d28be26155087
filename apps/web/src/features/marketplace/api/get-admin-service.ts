import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminServiceKeys } from './admin-service-query-keys';

/** A service with every language, for the editor. */
export const useAdminService = (serviceId: string) =>
  useQuery({
    queryKey: adminServiceKeys.service(serviceId),
    queryFn: ({ signal }) => api.get('/api/admin/services/:serviceId', { param: { serviceId } }, { signal }),
    retry: false,
  });
