import type { AdminDemoAgent, DemoAgentAdminSort } from '@receptiva/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDataTable } from '@/components/admin/admin-data-table';
import { AdminListResults } from '@/components/admin/admin-list-results';
import { Untranslated } from '@/components/ui/accessible-text';
import { paths } from '@/config/paths';
import { useAdminListView } from '@/hooks/use-admin-list-view';
import { formatCalendarDate } from '@/lib/format-date';
import { useAdminAgents } from '../api/get-admin-agents';
import { readAdminAgentView } from '../utils/admin-agent-view';
import { languageName } from '../utils/language-name';
import { AdminAgentFilters } from './admin-agent-filters';
import { AdminAgentMoveButtons } from './admin-agent-move-buttons';

/** /admin/ai-agents' table: search, state, sort and page live in the URL and are applied by the server. */
export const AdminAgentList = () => {
  const { t, i18n } = useTranslation('agents-admin');
  const { view, hrefOf, go, sortBy } = useAdminListView(readAdminAgentView);
  const agents = useAdminAgents({
    search: view.search || undefined,
    state: view.status ?? undefined,
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  });
  const data = agents.data;
  const columns: ColumnDef<AdminDemoAgent, never>[] = [
    {
      id: 'name',
      header: t('table.name'),
      meta: { sort: 'name' },
      cell: ({ row: { original: agent } }) => (
        <span className="flex items-start gap-2.5">
          <span
            aria-hidden="true"
            className="mt-1 size-3 shrink-0 rounded-full ring-1 ring-slate-300"
            style={{ background: agent.color }}
          />
          <span className="grid">
            <Link
              to={paths.admin.aiAgentEdit.getHref(agent.id)}
              className="font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <Untranslated>{agent.name}</Untranslated>
            </Link>
            <span className="text-xs text-slate-500" dir="ltr">
              {agent.voiceAgentId}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'industry',
      header: t('table.industry'),
      meta: { sort: 'industry' },
      cell: ({ row }) => <Untranslated>{row.original.industry}</Untranslated>,
    },
    {
      id: 'language',
      header: t('table.language'),
      cell: ({ row }) => languageName(row.original.defaultLanguage, i18n.language),
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: ({ row }) => t(`status.${row.original.isActive ? 'active' : 'archived'}`),
    },
    {
      id: 'sortOrder',
      header: t('table.position'),
      meta: { sort: 'sortOrder' },
      cell: ({ row }) => <AdminAgentMoveButtons agent={row.original} />,
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
      <AdminAgentFilters key={view.search} view={view} onChange={go} />
      <AdminListResults
        namespace="agents-admin"
        isError={agents.isError}
        isPlaceholderData={agents.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.agents.length }}
        current={view.page}
        hrefOf={(page) => hrefOf({ page })}
      >
        {data ? (
          <AdminDataTable<AdminDemoAgent, DemoAgentAdminSort>
            caption={t('table.caption', { total: data.total })}
            minWidthClass="min-w-[48rem]"
            columns={columns}
            rows={data.agents}
            getRowId={(agent) => agent.id}
            view={view}
            onSort={sortBy}
            sortByLabel={(column) => t('table.sortBy', { column })}
          />
        ) : null}
      </AdminListResults>
    </div>
  );
};
