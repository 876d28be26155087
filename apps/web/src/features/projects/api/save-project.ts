import type { AdminProject, ProjectInput } from '@receptiva/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, publicProjectKeys } from './admin-project-query-keys';

const refreshLists = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: adminProjectKeys.lists });
  for (const queryKey of publicProjectKeys) void queryClient.invalidateQueries({ queryKey });
};

/** Keeps the editor's copy and every list current after a change, and the public pages fresh. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (project: AdminProject) => {
    queryClient.setQueryData(adminProjectKeys.project(project.id), project);
    refreshLists(queryClient);
  };
}

/** `POST /api/admin/projects`: a new draft. */
export function useCreateProject() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: ProjectInput) => api.post('/api/admin/projects', { json: input }),
    onSuccess: refresh,
  });
}

/** `PUT /api/admin/projects/{id}`: every field but the status. */
export function useUpdateProject(projectId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      api.put('/api/admin/projects/:projectId', { param: { projectId }, json: input }),
    onSuccess: refresh,
  });
}

/** Publish or unpublish (`POST …/publish`, `…/unpublish`). */
export function useSetProjectStatus(projectId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (status: 'published' | 'draft') =>
      status === 'published'
        ? api.post('/api/admin/projects/:projectId/publish', { param: { projectId } })
        : api.post('/api/admin/projects/:projectId/unpublish', { param: { projectId } }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/admin/projects/{id}`. */
export function useDeleteProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/admin/projects/:projectId', { param: { projectId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminProjectKeys.project(projectId) });
      refreshLists(queryClient);
    },
  });
}
