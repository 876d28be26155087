import type { AdminBlogPost, BlogPostInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBlogKeys } from './admin-blog-query-keys';

/** Keeps the editor's copy and every list current after a change, and the public pages fresh. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (post: AdminBlogPost) => {
    queryClient.setQueryData(adminBlogKeys.post(post.id), post);
    void queryClient.invalidateQueries({ queryKey: adminBlogKeys.lists });
    void queryClient.invalidateQueries({ queryKey: ['blog-posts'] });
    void queryClient.invalidateQueries({ queryKey: ['blog-post'] });
  };
}

/** `POST /api/staff/blog/posts`: a new draft. */
export function useCreateBlogPost() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: BlogPostInput) => api.post('/api/staff/blog/posts', { json: input }),
    onSuccess: refresh,
  });
}

/** `PUT /api/staff/blog/posts/{id}`: every field but the status. */
export function useUpdateBlogPost(postId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: BlogPostInput) => api.put('/api/staff/blog/posts/:postId', { param: { postId }, json: input }),
    onSuccess: refresh,
  });
}

/** Publish or unpublish (`POST …/publish`, `…/unpublish`). */
export function useSetBlogPostStatus(postId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (status: 'published' | 'draft') =>
      status === 'published'
        ? api.post('/api/staff/blog/posts/:postId/publish', { param: { postId } })
        : api.post('/api/staff/blog/posts/:postId/unpublish', { param: { postId } }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/staff/blog/posts/{id}`. */
export function useDeleteBlogPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/staff/blog/posts/:postId', { param: { postId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: adminBlogKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ['blog-posts'] });
      void queryClient.invalidateQueries({ queryKey: ['blog-post'] });
    },
  });
}
