import { type AdminBlogPostRow, type BlogAdminSort, SITE_LANGUAGES } from '@receptiva/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';
import type { AdminBlogView } from '../utils/admin-list-params';
import { PostStatusBadge } from './post-status-badge';

const headerCell =
  'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase whitespace-nowrap';
const cell = 'px-3 py-3 align-top text-sm text-slate-800';

const languageName = (code: string) => SITE_LANGUAGES.find((language) => language.code === code)?.name ?? code;

interface AdminBlogTableProps {
  posts: readonly AdminBlogPostRow[];
  total: number;
  view: AdminBlogView;
  onSort: (sort: BlogAdminSort) => void;
}

/** The posts of one page; Title, Updated and Published sort on the server (a second press reverses). */
export const AdminBlogTable = ({ posts, total, view, onSort }: AdminBlogTableProps) => {
  const { t, i18n } = useTranslation(['blog-admin', 'blog']);
  const sortable = (sort: BlogAdminSort, label: string) => {
    const isSorted = view.sort === sort;
    const Icon = !isSorted ? ArrowUpDown : view.direction === 'asc' ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        className={headerCell}
        aria-sort={isSorted ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button
          type="button"
          onClick={() => onSort(sort)}
          className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {label}
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('table.sortBy', { column: label })}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] divide-y divide-slate-200">
        <caption className="sr-only">{t('table.caption', { total })}</caption>
        <thead className="bg-slate-50">
          <tr>
            {sortable('title', t('table.title'))}
            <th scope="col" className={headerCell}>
              {t('table.language')}
            </th>
            <th scope="col" className={headerCell}>
              {t('table.category')}
            </th>
            <th scope="col" className={headerCell}>
              {t('table.status')}
            </th>
            {sortable('updatedAt', t('table.updated'))}
            {sortable('publishedAt', t('table.published'))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row" className="px-3 py-3 text-start align-top text-sm">
                <Link
                  to={paths.admin.blogPost.getHref(post.id)}
                  aria-label={t('table.edit', { title: post.title })}
                  className="font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <span lang={post.language} dir="auto">
                    {post.title}
                  </span>
                </Link>
                <span className="block text-xs text-slate-500" dir="ltr">
                  /blog/{post.slug}
                </span>
              </th>
              <td className={cell}>{languageName(post.language)}</td>
              <td className={cell}>{t(`blog:categories.${post.category}`)}</td>
              <td className={cell}>
                <PostStatusBadge status={post.status} />
              </td>
              <td className={cell}>{formatCalendarDate(post.updatedAt, i18n.language)}</td>
              <td className={cell}>
                {post.publishedAt ? formatCalendarDate(post.publishedAt, i18n.language) : t('table.notPublished')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
