import { type AdminBlogPostRow, type BlogAdminSort, SITE_LANGUAGES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import {
  AdminTable,
  AdminTitleCell,
  adminCell,
  adminHeaderCell,
  SortableHeader,
} from '@/components/admin/admin-list-table';
import { formatCalendarDate } from '@/lib/format-date';
import { useBlogEditorPaths } from '../hooks/use-blog-editor-paths';
import type { AdminBlogView } from '../utils/admin-list-params';
import { PostStatusBadge } from './post-status-badge';

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
  const editorPaths = useBlogEditorPaths();
  const sortable = (sort: BlogAdminSort, label: string) => (
    <SortableHeader
      sort={sort}
      label={label}
      sortByLabel={t('table.sortBy', { column: label })}
      view={view}
      onSort={onSort}
    />
  );
  const date = (iso: string) => formatCalendarDate(iso, i18n.language);
  return (
    <AdminTable
      caption={t('table.caption', { total })}
      minWidthClass="min-w-[44rem]"
      head={
        <>
          {sortable('title', t('table.title'))}
          <th scope="col" className={adminHeaderCell}>
            {t('table.language')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.category')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.status')}
          </th>
          {sortable('updatedAt', t('table.updated'))}
          {sortable('publishedAt', t('table.published'))}
        </>
      }
    >
      {posts.map((post) => (
        <tr key={post.id}>
          <AdminTitleCell
            href={editorPaths.post(post.id)}
            editLabel={t('table.edit', { title: post.title })}
            title={post.title}
            lang={post.language}
            address={`/blog/${post.slug}`}
          />
          <td className={adminCell}>{languageName(post.language)}</td>
          <td className={adminCell}>{t(`blog:categories.${post.category}`)}</td>
          <td className={adminCell}>
            <PostStatusBadge status={post.status} />
          </td>
          <td className={adminCell}>{date(post.updatedAt)}</td>
          <td className={adminCell}>{post.publishedAt ? date(post.publishedAt) : t('table.notPublished')}</td>
        </tr>
      ))}
    </AdminTable>
  );
};
