import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './admin-users-query-keys';

/** Everything /admin/users/{userId} shows. */
export const useAdminUser = (userId: string) =>
  useQuery({
    queryKey: adminUsersKeys.user(userId),
    queryFn: ({ signal }) => api.get('/api/admin/users/:userId', { param: { userId } }, { signal }),
    retry: false,
  });
