import { type ProjectList, type ProjectListSearch, projectListQueryKey } from '@receptiva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getProjects = (view: ProjectListSearch, signal?: AbortSignal): Promise<ProjectList> =>
  api.get('/api/projects', { query: { industry: view.industry ?? undefined, page: String(view.page) } }, { signal });

/** Keyed like the server render's data (decision 008), so a server-rendered /projects hydrates with it. */
export const getProjectsQueryOptions = (view: ProjectListSearch) =>
  queryOptions({
    queryKey: projectListQueryKey(view),
    queryFn: ({ signal }) => getProjects(view, signal),
    staleTime: 60_000,
  });

/** One page of published case studies; the previous view stays on screen while the next loads. */
export const useProjects = (view: ProjectListSearch) =>
  useQuery({ ...getProjectsQueryOptions(view), placeholderData: keepPreviousData });
