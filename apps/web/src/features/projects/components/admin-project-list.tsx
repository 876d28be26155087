import { PROJECT_STATUSES } from '@receptiva/shared';
import { AdminListFilters } from '@/components/admin/admin-list-filters';
import { AdminListResults } from '@/components/admin/admin-list-results';
import { useAdminListView } from '@/hooks/use-admin-list-view';
import { useAdminProjects } from '../api/get-admin-projects';
import { readAdminProjectView } from '../utils/admin-list-params';
import { AdminProjectTable } from './admin-project-table';

/** /admin/projects' table: search, status, sort and page live in the URL and are applied by the server. */
export const AdminProjectList = () => {
  const { view, hrefOf, go, sortBy } = useAdminListView(readAdminProjectView);
  const projects = useAdminProjects({
    search: view.search || undefined,
    status: view.status ?? undefined,
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  });
  const data = projects.data;
  return (
    <div className="grid gap-6">
      <AdminListFilters
        key={view.search}
        namespace="projects-admin"
        idPrefix="admin-projects"
        statuses={PROJECT_STATUSES}
        view={view}
        onChange={go}
      />
      <AdminListResults
        namespace="projects-admin"
        isError={projects.isError}
        isPlaceholderData={projects.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.projects.length }}
        current={view.page}
        hrefOf={(page) => hrefOf({ page })}
      >
        {data ? <AdminProjectTable projects={data.projects} total={data.total} view={view} onSort={sortBy} /> : null}
      </AdminListResults>
    </div>
  );
};
