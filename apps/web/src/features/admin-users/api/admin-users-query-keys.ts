import type { AdminUserListQuery } from '@receptiva/shared';

/** Every list view under one prefix, so a change refreshes them all. */
export const adminUsersKeys = {
  lists: ['admin-users'] as const,
  list: (query: AdminUserListQuery) => ['admin-users', query] as const,
  user: (userId: string) => ['admin-user', userId] as const,
};
