import { AdminListResults } from '@/components/admin/admin-list-results';
import { useAdminEmails } from '../api/get-admin-emails';
import { useAdminEmailsView } from '../utils/use-admin-emails-view';
import { AdminEmailsFilters } from './admin-emails-filters';
import { AdminEmailsTable } from './admin-emails-table';
import { EmailStatusCounts } from './email-status-counts';

/** The outbox's table: search, status, sort and page live in the URL and are applied by the server. */
export const AdminEmailsList = () => {
  const { view, hrefOf, go, sortBy } = useAdminEmailsView();
  const emails = useAdminEmails({
    search: view.search || undefined,
    status: view.status ?? undefined,
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  });
  const data = emails.data;
  return (
    <div className="grid gap-6">
      {data ? (
        <EmailStatusCounts
          counts={data.counts}
          current={view.status}
          hrefOf={(status) => hrefOf({ status, page: 1 })}
        />
      ) : null}
      <AdminEmailsFilters key={`${view.search} ${view.status}`} view={view} onChange={go} />
      <AdminListResults
        namespace="admin-emails"
        isError={emails.isError}
        isPlaceholderData={emails.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.emails.length }}
        current={view.page}
        hrefOf={(page) => hrefOf({ page })}
      >
        {data ? <AdminEmailsTable emails={data.emails} total={data.total} view={view} onSort={sortBy} /> : null}
      </AdminListResults>
    </div>
  );
};
