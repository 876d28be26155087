import type { BlogPostSummary } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format-date';

/** Date, reading time and (optionally) author of a post, in the page language. */
export const BlogPostMeta = ({ post, showAuthor = false }: { post: BlogPostSummary; showAuthor?: boolean }) => {
  const { t, i18n } = useTranslation('blog');
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
      {showAuthor ? <span>{t('meta.by', { author: post.authorName })}</span> : null}
      <time dateTime={post.publishedAt}>{formatCalendarDate(post.publishedAt, i18n.language)}</time>
      <span>{t('meta.readingTime', { minutes: post.readingMinutes })}</span>
    </p>
  );
};
