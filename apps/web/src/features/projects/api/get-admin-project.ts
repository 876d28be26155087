import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys } from './admin-project-query-keys';

/** A case study with every field, for the editor. */
export const useAdminProject = (projectId: string) =>
  useQuery({
    queryKey: adminProjectKeys.project(projectId),
    queryFn: ({ signal }) => api.get('/api/admin/projects/:projectId', { param: { projectId } }, { signal }),
    retry: false,
  });
