import type { AdminService, ServiceAdminSort } from '@receptiva/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDataTable } from '@/components/admin/admin-data-table';
import { AdminListResults } from '@/components/admin/admin-list-results';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate } from '@/lib/format-date';
import { useAdminServices } from '../api/get-admin-services';
import { useAdminServiceView } from '../hooks/use-admin-service-view';
import { AdminServiceFilters } from './admin-service-filters';

/** /admin/services' table: search, state, category, sort and page live in the URL and are applied by the server. */
export const AdminServiceList = () => {
  const { t, i18n } = useTranslation(['services-admin', 'marketplace']);
  const formatUsd = useFormatUsd();
  const { view, hrefOf, go, sortBy } = useAdminServiceView();
  const services = useAdminServices({
    search: view.search || undefined,
    state: view.status ?? undefined,
    category: view.category ?? undefined,
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  });
  const data = services.data;
  const columns: ColumnDef<AdminService, never>[] = [
    {
      id: 'title',
      header: t('table.title'),
      meta: { sort: 'title' },
      cell: ({ row: { original: service } }) => (
        <>
          <Link
            to={paths.admin.service.getHref(service.id)}
            aria-label={t('table.edit', { title: service.title })}
            className="font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <span lang="en" dir="auto">
              {service.title}
            </span>
          </Link>
          <span className="block text-xs text-slate-500" dir="ltr">
            {service.slug}
          </span>
        </>
      ),
    },
    {
      id: 'category',
      header: t('table.category'),
      cell: ({ row }) => t(`marketplace:categories.${row.original.category}`),
    },
    {
      id: 'listPriceCents',
      header: t('table.price'),
      meta: { sort: 'listPriceCents', cellClassName: 'tabular-nums' },
      cell: ({ row }) => formatUsd(row.original.listPriceCents),
    },
    {
      id: 'languages',
      header: t('table.languages'),
      cell: ({ row }) => t('table.languageCount', { count: 1 + Object.keys(row.original.translations).length }),
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: ({ row }) => (
        <span className="grid gap-0.5">
          <span>{t(`status.${row.original.isActive ? 'active' : 'archived'}`)}</span>
          {row.original.isMemberOnly ? <span className="text-xs text-slate-500">{t('table.memberOnly')}</span> : null}
        </span>
      ),
    },
    {
      id: 'sortOrder',
      header: t('table.position'),
      meta: { sort: 'sortOrder', cellClassName: 'tabular-nums' },
      cell: ({ row }) => row.original.sortOrder,
    },
    {
      id: 'updatedAt',
      header: t('table.updated'),
      meta: { sort: 'updatedAt' },
      cell: ({ row }) => formatCalendarDate(row.original.updatedAt, i18n.language),
    },
  ];
  return (
    <div className="grid gap-6">
      <AdminServiceFilters key={`${view.search}`} view={view} onChange={go} />
      <AdminListResults
        namespace="services-admin"
        isError={services.isError}
        isPlaceholderData={services.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.services.length }}
        current={view.page}
        hrefOf={(page) => hrefOf({ page })}
      >
        {data ? (
          <AdminDataTable<AdminService, ServiceAdminSort>
            caption={t('table.caption', { total: data.total })}
            minWidthClass="min-w-[48rem]"
            columns={columns}
            rows={data.services}
            getRowId={(service) => service.id}
            view={view}
            onSort={sortBy}
            sortByLabel={(column) => t('table.sortBy', { column })}
          />
        ) : null}
      </AdminListResults>
    </div>
  );
};
