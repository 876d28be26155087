import type { BlogPostSummary } from '@receptiva/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BlogPostMeta } from './blog-post-meta';
import { CategoryIcon } from './category-icon';

/**
 * One post in a list: its category, title (the link), excerpt and meta. The title and excerpt carry the post's own
 * language, which may be English on a page in another language.
 */
export const BlogPostCard = ({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary-600 hover:shadow-md"
    >
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt={post.coverImageAlt ?? ''}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary-700 uppercase">
          <CategoryIcon category={post.category} className="size-3.5" />
          {t(`categories.${post.category}`)}
        </p>
        <Heading
          id={titleId}
          lang={post.language}
          dir="auto"
          className="text-xl font-semibold text-balance text-slate-900"
        >
          <Link
            to={paths.blogPost.getHref(post.slug)}
            className="outline-none after:absolute after:inset-0 hover:text-primary-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p lang={post.language} dir="auto" className="flex-1 text-slate-600">
          {post.excerpt}
        </p>
        <BlogPostMeta post={post} />
      </div>
    </article>
  );
};
