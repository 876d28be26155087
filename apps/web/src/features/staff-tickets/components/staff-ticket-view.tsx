import { useTranslation } from 'react-i18next';
import { TicketMessageForm } from '@/components/support/ticket-message-form';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { TicketThread } from '@/components/support/ticket-thread';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useStaffNote, useStaffReply } from '../api/change-staff-ticket';
import { useStaffTicket } from '../api/get-staff-ticket';
import { TicketAssignmentForm } from './ticket-assignment-form';
import { TicketFacts } from './ticket-facts';
import { TicketStatusForm } from './ticket-status-form';

/**
 * One ticket for staff and admins (the same view on /admin/support/{id} and /staff-dashboard/tickets/{id}): facts
 * and times, assignment, status, the thread with the internal notes set apart, a reply and an internal note.
 */
export const StaffTicketView = ({ ticketId }: { ticketId: string }) => {
  const { t } = useTranslation('support');
  const ticket = useStaffTicket(ticketId);
  const reply = useStaffReply(ticketId);
  const note = useStaffNote(ticketId);
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
  const sending = { pending: t('staff.detail.sending'), failed: t('staff.detail.failed') };
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 dir="auto" className="text-3xl font-bold tracking-tight text-balance break-words text-slate-900">
          {data.subject}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>{t('thread.number', { number: data.number })}</span>
          <TicketStatusBadge status={data.status} audience="staff" />
        </div>
      </div>
      <TicketFacts ticket={data} />
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <TicketAssignmentForm key={data.assignee?.id ?? 'nobody'} ticket={data} />
        <TicketStatusForm key={data.status} ticket={data} />
      </div>
      <TicketThread messages={data.messages} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <TicketMessageForm
            title={t('staff.detail.replyTitle')}
            texts={{
              body: t('staff.detail.replyLabel'),
              hint: t('staff.detail.replyHint'),
              submit: t('staff.detail.replySubmit'),
              done: t('staff.detail.replied'),
              ...sending,
            }}
            withAttachment
            onSend={(values) => reply.mutateAsync({ body: values.body, attachmentUrl: values.attachmentUrl ?? '' })}
          />
        </div>
        <div className="rounded-xl border border-dashed border-amber-300 bg-amber-50 p-4 sm:p-6">
          <TicketMessageForm
            title={t('staff.detail.noteTitle')}
            texts={{
              body: t('staff.detail.noteLabel'),
              hint: t('staff.detail.noteHint'),
              submit: t('staff.detail.noteSubmit'),
              done: t('staff.detail.noted'),
              ...sending,
            }}
            withAttachment={false}
            onSend={(values) => note.mutateAsync({ body: values.body })}
          />
        </div>
      </div>
    </div>
  );
};
