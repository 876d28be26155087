import type { ProjectAdminSort } from '@receptiva/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminProjects } from '../api/get-admin-projects';
import { type AdminProjectView, adminProjectSearch, readAdminProjectView } from '../utils/admin-list-params';
import { AdminProjectFilters } from './admin-project-filters';
import { AdminProjectTable } from './admin-project-table';

/** /admin/projects' table: search, status, sort and page live in the URL and are applied by the server. */
export const AdminProjectList = () => {
  const { t } = useTranslation('projects-admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAdminProjectView(searchParams);
  const projects = useAdminProjects({
    search: view.search || undefined,
    status: view.status ?? undefined,
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  });
  const hrefOf = (next: Partial<AdminProjectView>) => ({ search: adminProjectSearch({ ...view, ...next }) });
  const go = (next: Partial<AdminProjectView>) =>
    setSearchParams(new URLSearchParams(adminProjectSearch({ ...view, ...next })));
  const sortBy = (sort: ProjectAdminSort) =>
    go({ sort, direction: view.sort === sort && view.direction === 'desc' ? 'asc' : 'desc', page: 1 });

  let body = <Spinner label={t('table.loading')} showLabel />;
  if (projects.isError) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('table.failed')}
      </p>
    );
  } else if (projects.data) {
    const { total, pageSize } = projects.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body =
      projects.data.projects.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {t('table.empty')}
        </p>
      ) : (
        <div className="grid gap-4" aria-busy={projects.isPlaceholderData || undefined}>
          <AdminProjectTable projects={projects.data.projects} total={total} view={view} onSort={sortBy} />
          {pages > 1 ? (
            <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
              {view.page > 1 ? (
                <Link
                  to={hrefOf({ page: view.page - 1 })}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
                  {t('pagination.previous')}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-600">{t('pagination.page', { page: view.page, pages })}</p>
              {view.page < pages ? (
                <Link
                  to={hrefOf({ page: view.page + 1 })}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  {t('pagination.next')}
                  <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </div>
      );
  }

  return (
    <div className="grid gap-6">
      <AdminProjectFilters key={view.search} view={view} onChange={go} />
      {body}
    </div>
  );
};
