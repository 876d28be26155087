import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/lib/format-date';
import { useSupportTickets } from '../api/get-support-tickets';

const cell = 'px-3 py-3 text-start align-top';

/** The tickets of the caller's account and teams, most recent activity first; the account shows when there are two. */
export const SupportTicketList = () => {
  const { t, i18n } = useTranslation('support');
  const tickets = useSupportTickets();
  if (tickets.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('list.failed')}
      </p>
    );
  }
  if (!tickets.data) return <Spinner label={t('list.loading')} showLabel />;
  const rows = tickets.data.tickets;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t('list.empty')}</p>
    );
  }
  const showAccount = new Set(rows.map((row) => row.accountId)).size > 1;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              {t('list.subject')}
            </th>
            {showAccount ? (
              <th scope="col" className={cell}>
                {t('list.account')}
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {t('list.category')}
            </th>
            <th scope="col" className={cell}>
              {t('list.status')}
            </th>
            <th scope="col" className={cell}>
              {t('list.updated')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((ticket) => (
            <tr key={ticket.id}>
              <td className={cell}>
                <Link
                  to={paths.dashboardSupportTicket.getHref(ticket.id)}
                  className="font-semibold text-slate-900 underline-offset-4 hover:underline"
                >
                  <span dir="auto">{ticket.subject}</span>
                </Link>
                <span className="block text-xs text-slate-600">{ticket.number}</span>
              </td>
              {showAccount ? (
                <td className={cell} dir="auto">
                  {ticket.accountName}
                </td>
              ) : null}
              <td className={cell}>{t(`category.${ticket.category}`)}</td>
              <td className={cell}>
                <TicketStatusBadge status={ticket.status} audience="customer" />
              </td>
              <td className={cell}>{formatLocalDateTime(ticket.updatedAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
