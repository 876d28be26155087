import type { BlogPostSummary } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { BlogPostCard } from './blog-post-card';

/** Up to three other posts of the same category. */
export const RelatedPosts = ({ posts }: { posts: readonly BlogPostSummary[] }) => {
  const { t } = useTranslation('blog');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="blog-related-heading" className="grid gap-6">
      <h2 id="blog-related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('post.related')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogPostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
};
