import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBlogKeys } from './admin-blog-query-keys';

/** A post with its Markdown, for the editor. */
export const useAdminBlogPost = (postId: string) =>
  useQuery({
    queryKey: adminBlogKeys.post(postId),
    queryFn: ({ signal }) => api.get('/api/staff/blog/posts/:postId', { param: { postId } }, { signal }),
    retry: false,
  });
