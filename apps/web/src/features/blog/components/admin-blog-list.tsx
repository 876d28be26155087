import { BLOG_POST_STATUSES } from '@receptiva/shared';
import { AdminListFilters } from '@/components/admin/admin-list-filters';
import { AdminListResults } from '@/components/admin/admin-list-results';
import { useAdminListView } from '@/hooks/use-admin-list-view';
import { useAdminBlogPosts } from '../api/get-admin-blog-posts';
import { readAdminBlogView } from '../utils/admin-list-params';
import { AdminBlogTable } from './admin-blog-table';

/** /admin/blog's table: search, status, sort and page live in the URL and are applied by the server. */
export const AdminBlogList = () => {
  const { view, hrefOf, go, sortBy } = useAdminListView(readAdminBlogView);
  const posts = useAdminBlogPosts({
    search: view.search || undefined,
    status: view.status ?? undefined,
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  });
  const data = posts.data;
  return (
    <div className="grid gap-6">
      <AdminListFilters
        key={view.search}
        namespace="blog-admin"
        idPrefix="admin-blog"
        statuses={BLOG_POST_STATUSES}
        view={view}
        onChange={go}
      />
      <AdminListResults
        namespace="blog-admin"
        isError={posts.isError}
        isPlaceholderData={posts.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.posts.length }}
        current={view.page}
        hrefOf={(page) => hrefOf({ page })}
      >
        {data ? <AdminBlogTable posts={data.posts} total={data.total} view={view} onSort={sortBy} /> : null}
      </AdminListResults>
    </div>
  );
};
