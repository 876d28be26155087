import type { StaffTicketThread } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/format-date';
import { formatDuration } from '@/lib/format-duration';

/** Who, what and how fast: the customer, the account, the category, and the response and resolution times. */
export const TicketFacts = ({ ticket }: { ticket: StaffTicketThread }) => {
  const { t, i18n } = useTranslation('support');
  const language = i18n.language;
  const duration = (seconds: number | null) =>
    seconds === null ? t('staff.detail.notYet') : formatDuration(seconds, language);
  const facts: [string, string][] = [
    [
      t('staff.detail.customer'),
      ticket.customerEmail ? `${ticket.customerName} (${ticket.customerEmail})` : ticket.customerName,
    ],
    [t('staff.detail.account'), ticket.accountName],
    [t('staff.detail.category'), t(`category.${ticket.category}`)],
    [t('staff.detail.opened'), formatLocalDateTime(ticket.createdAt, language)],
    [t('staff.detail.firstResponse'), duration(ticket.firstResponseSeconds)],
    [t('staff.detail.resolution'), duration(ticket.resolutionSeconds)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-slate-600">{label}</dt>
          <dd dir="auto" className="font-medium break-words text-slate-900">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
};
