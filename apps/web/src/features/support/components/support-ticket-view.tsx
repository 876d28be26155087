import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketMessageForm } from '@/components/support/ticket-message-form';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { TicketThread } from '@/components/support/ticket-thread';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format-date';
import { useReplySupportTicket } from '../api/change-support-ticket';
import { useSupportTicket } from '../api/get-support-ticket';
import { CloseTicketButton } from './close-ticket-button';

/** One ticket as the account's people see it: the thread, a reply form, and "Close ticket". */
export const SupportTicketView = ({ ticketId }: { ticketId: string }) => {
  const { t, i18n } = useTranslation('support');
  const ticket = useSupportTicket(ticketId);
  const reply = useReplySupportTicket(ticketId);
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {missing ? t('thread.notFound') : t('thread.failed')}
      </p>
    );
  }
  if (!ticket.data) return <Spinner label={t('thread.loading')} showLabel />;
  const data = ticket.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 dir="auto" className="text-3xl font-bold tracking-tight text-balance break-words text-slate-900">
          {data.subject}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{t('thread.number', { number: data.number })}</span>
          <TicketStatusBadge status={data.status} audience="customer" />
          <span>{t(`category.${data.category}`)}</span>
          <span>
            {t('thread.openedBy', {
              name: data.openedByName,
              date: formatLocalDateTime(data.createdAt, i18n.language),
            })}
          </span>
        </div>
        {data.status !== 'resolved' ? (
          <div>
            <CloseTicketButton ticketId={ticketId} />
          </div>
        ) : null}
      </div>
      <TicketThread messages={data.messages} />
      {data.canReply ? (
        <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          {data.status === 'resolved' ? <p className="text-sm text-slate-700">{t('thread.resolvedNotice')}</p> : null}
          <TicketMessageForm
            title={t('thread.replyTitle')}
            texts={{
              body: t('thread.replyLabel'),
              submit: t('thread.replySubmit'),
              pending: t('thread.replySending'),
              done: t('thread.replied'),
              failed: t('thread.replyFailed'),
            }}
            withAttachment
            onSend={(values) => reply.mutateAsync({ body: values.body, attachmentUrl: values.attachmentUrl ?? '' })}
          />
        </div>
      ) : (
        <div className="grid justify-items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">{t('thread.expired')}</p>
          <Link to={paths.dashboardSupport.getHref()} className={buttonClasses({ variant: 'outline' })}>
            {t('thread.newTicket')}
          </Link>
        </div>
      )}
    </div>
  );
};
