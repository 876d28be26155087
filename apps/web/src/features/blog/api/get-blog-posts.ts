import { type BlogListSearch, type BlogPostList, blogListQueryKey, type SiteLanguage } from '@receptiva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useContentLanguage } from '../hooks/use-content-language';

export const getBlogPosts = (
  language: SiteLanguage,
  view: BlogListSearch,
  signal?: AbortSignal,
): Promise<BlogPostList> =>
  api.get(
    '/api/blog/posts',
    { query: { language, category: view.category ?? undefined, page: String(view.page) } },
    { signal },
  );

/** Keyed like the server render's data (decision 008), so a server-rendered /blog hydrates with it. */
export const getBlogPostsQueryOptions = (language: SiteLanguage, view: BlogListSearch) =>
  queryOptions({
    queryKey: blogListQueryKey(language, view),
    queryFn: ({ signal }) => getBlogPosts(language, view, signal),
    staleTime: 60_000,
  });

/** One page of published posts in the page's language; the previous page stays on screen while the next loads. */
export const useBlogPosts = (view: BlogListSearch) =>
  useQuery({ ...getBlogPostsQueryOptions(useContentLanguage(), view), placeholderData: keepPreviousData });
