import { BLOG_CATEGORIES, type BlogCategory } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { blogListHref } from '../utils/blog-list-href';

/** The category filter: links (crawlable, in the URL), the current one marked for assistive technology. */
export const BlogCategoryNav = ({ current }: { current: BlogCategory | null }) => {
  const { t } = useTranslation('blog');
  const options: (BlogCategory | null)[] = [null, ...BLOG_CATEGORIES];
  return (
    <nav aria-label={t('categories.label')}>
      <ul className="flex flex-wrap gap-2">
        {options.map((category) => {
          const isCurrent = category === current;
          return (
            <li key={category ?? 'all'}>
              <Link
                to={blogListHref({ category, page: 1 })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  isCurrent
                    ? 'bg-primary-600 text-white ring-primary-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {category ? t(`categories.${category}`) : t('categories.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
