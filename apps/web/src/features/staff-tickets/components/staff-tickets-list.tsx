import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListResults } from '@/components/admin/admin-list-results';
import { useStaffTickets } from '../api/get-staff-tickets';
import {
  filtersOf,
  readStaffTicketsView,
  type StaffTicketsView,
  staffTicketsSearch,
} from '../utils/staff-tickets-view';
import { StaffTicketsFilters } from './staff-tickets-filters';
import { StaffTicketsTable } from './staff-tickets-table';
import { TicketAverages } from './ticket-averages';

/** Every ticket for staff: filters, sort and page live in the URL and are applied by the server, with the averages. */
export const StaffTicketsList = ({ hrefOf }: { hrefOf: (ticketId: string) => string }) => {
  useTranslation('support');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readStaffTicketsView(searchParams);
  const go = (next: Partial<StaffTicketsView>) =>
    setSearchParams(new URLSearchParams(staffTicketsSearch({ ...view, ...next })));
  const sortBy = (sort: StaffTicketsView['sort']) =>
    go({ sort, direction: view.sort === sort && view.direction === 'desc' ? 'asc' : 'desc', page: 1 });
  const tickets = useStaffTickets({ ...filtersOf(view), sort: view.sort, direction: view.direction, page: view.page });
  const data = tickets.data;
  return (
    <div className="grid gap-6">
      <StaffTicketsFilters key={view.search} view={view} onChange={go} />
      {data ? <TicketAverages averages={data.averages} /> : null}
      <AdminListResults
        namespace="support"
        isError={tickets.isError}
        isPlaceholderData={tickets.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.tickets.length }}
        current={view.page}
        hrefOf={(page) => ({ search: staffTicketsSearch({ ...view, page }) })}
      >
        {data ? (
          <StaffTicketsTable tickets={data.tickets} total={data.total} view={view} onSort={sortBy} hrefOf={hrefOf} />
        ) : null}
      </AdminListResults>
    </div>
  );
};
