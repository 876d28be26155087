import type { AdminServiceListQuery } from '@receptiva/shared';

/** Every list view under one prefix, so a change refreshes them all. */
export const adminServiceKeys = {
  lists: ['admin-services'] as const,
  list: (query: AdminServiceListQuery) => ['admin-services', query] as const,
  service: (serviceId: string) => ['admin-service', serviceId] as const,
};
