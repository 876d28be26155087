import { type BlogPostPage, blogPostQueryKey, type SiteLanguage } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useContentLanguage } from '../hooks/use-content-language';

/** The post, or null when no published post has the slug (404) or the slug is malformed (400). */
export async function getBlogPost(language: SiteLanguage, slug: string, signal?: AbortSignal) {
  try {
    return await api.get('/api/blog/posts/:slug', { param: { slug }, query: { language } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Keyed like the server render's data (decision 008): a post that is not public is `null` on both sides. */
export const getBlogPostQueryOptions = (language: SiteLanguage, slug: string) =>
  queryOptions<BlogPostPage | null>({
    queryKey: blogPostQueryKey(language, slug),
    queryFn: ({ signal }) => getBlogPost(language, slug, signal),
    staleTime: 60_000,
  });

export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(useContentLanguage(), slug));
