import { type StaffTicketThread, TICKET_STATUSES, type TicketStatus } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { showNotice } from '@/lib/notifier';
import { useChangeTicketStatus } from '../api/change-staff-ticket';

/** Sets a ticket's status by hand: resolve it, reopen it, or mark it waiting on the customer. */
export const TicketStatusForm = ({ ticket }: { ticket: StaffTicketThread }) => {
  const { t } = useTranslation('support');
  const change = useChangeTicketStatus(ticket.id);
  const [choice, setChoice] = useState<TicketStatus | null>(null);
  const selected = choice ?? ticket.status;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { status: selected },
      {
        onSuccess: () => {
          setChoice(null);
          showNotice('success', t('staff.detail.statusSaved'), { slot: 'support-notice' });
        },
        onError: () => showNotice('error', t('staff.detail.failed'), { slot: 'support-notice' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('staff.detail.status')}>
      <FormField id={`ticket-status-${ticket.id}`} label={t('staff.detail.setStatus')} className="min-w-56">
        <NativeSelect value={selected} onChange={(event) => setChoice(event.target.value as TicketStatus)}>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="h-11"
        disabled={change.isPending || selected === ticket.status}
      >
        {t('staff.detail.saveStatus')}
      </Button>
    </form>
  );
};
