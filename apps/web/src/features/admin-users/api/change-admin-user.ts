import type { ADMIN_ACCOUNT_ACTIONS, AdminUserDetail, GrantableRole } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './admin-users-query-keys';

/** The changes an admin makes on /admin/users/{userId}; each answers the user as they are now. */
export type AdminUserChange =
  | { kind: 'grantRole' | 'revokeRole'; role: GrantableRole }
  | { kind: 'grantMembership'; reason: string }
  | { kind: 'cancelMembership' }
  | { kind: 'accountAction'; action: (typeof ADMIN_ACCOUNT_ACTIONS)[number] };

const send = (userId: string, change: AdminUserChange) => {
  const param = { userId };
  switch (change.kind) {
    case 'grantRole':
      return api.put('/api/admin/users/:userId/roles/:role', { param: { ...param, role: change.role } });
    case 'revokeRole':
      return api.delete('/api/admin/users/:userId/roles/:role', { param: { ...param, role: change.role } });
    case 'grantMembership':
      return api.post('/api/admin/users/:userId/membership', { param, json: { reason: change.reason } });
    case 'cancelMembership':
      return api.delete('/api/admin/users/:userId/membership', { param });
    case 'accountAction':
      return api.post('/api/admin/users/:userId/actions/:action', { param: { ...param, action: change.action } });
  }
};

export function useChangeAdminUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminUserChange) => send(userId, change),
    onSuccess: (user: AdminUserDetail) => {
      queryClient.setQueryData(adminUsersKeys.user(userId), user);
      void queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists });
    },
  });
}
