import type { BlogListSearch } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { useBlogPosts } from '../api/get-blog-posts';
import { blogListHref } from '../utils/blog-list-href';
import { BlogEmptyState } from './blog-empty-state';
import { BlogPostCard } from './blog-post-card';

/** One page of posts for the filter in the URL, newest first, or the empty state. */
export const BlogPostList = ({ view }: { view: BlogListSearch }) => {
  const { t } = useTranslation('blog');
  const posts = useBlogPosts(view);

  if (posts.isError && !posts.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
        <p>{t('list.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => void posts.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!posts.data) return <Spinner label={t('list.loading')} showLabel />;
  if (posts.data.posts.length === 0) return <BlogEmptyState />;

  const pages = Math.max(1, Math.ceil(posts.data.total / posts.data.pageSize));
  return (
    <div className="grid gap-10" aria-busy={posts.isPlaceholderData || undefined}>
      <ul aria-label={t('list.label')} className="grid gap-6 sm:grid-cols-2">
        {posts.data.posts.map((post) => (
          <li key={post.slug}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
      <ListPagination
        namespace="blog"
        page={view.page}
        pages={pages}
        hrefOf={(page) => blogListHref({ ...view, page })}
      />
    </div>
  );
};
