import type { AdminProjectListQuery } from '@receptiva/shared';

/** The editor's queries: every list view under one prefix, so a change refreshes them all. */
export const adminProjectKeys = {
  lists: ['admin-projects'] as const,
  list: (query: AdminProjectListQuery) => ['admin-projects', query] as const,
  project: (projectId: string) => ['admin-project', projectId] as const,
};

/** The public pages' queries (`projectListQueryKey`, `projectQueryKey`), refreshed after a change. */
export const publicProjectKeys = [['projects'], ['project']] as const;
