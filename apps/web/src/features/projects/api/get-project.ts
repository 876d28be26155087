import { type ProjectPage, projectQueryKey } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** The case study, or null when none is published at the slug (404) or the slug is malformed (400). */
export async function getProject(slug: string, signal?: AbortSignal): Promise<ProjectPage | null> {
  try {
    return await api.get('/api/projects/:slug', { param: { slug } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Keyed like the server render's data (decision 008): a case study that is not public is `null` on both sides. */
export const getProjectQueryOptions = (slug: string) =>
  queryOptions<ProjectPage | null>({
    queryKey: projectQueryKey(slug),
    queryFn: ({ signal }) => getProject(slug, signal),
    staleTime: 60_000,
  });

export const useProject = (slug: string) => useQuery(getProjectQueryOptions(slug));
