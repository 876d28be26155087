import type { StaffTicketThread } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { showNotice } from '@/lib/notifier';
import { useAssignTicket } from '../api/change-staff-ticket';
import { useTicketAssignees } from '../api/get-ticket-assignees';

const NOBODY = '';

/** Assign, reassign or unassign a ticket (staff and admins only), with a one-press "Assign to me". */
export const TicketAssignmentForm = ({ ticket }: { ticket: StaffTicketThread }) => {
  const { t } = useTranslation('support');
  const { me } = useAuth();
  const assignees = useTicketAssignees();
  const assign = useAssignTicket(ticket.id);
  const [choice, setChoice] = useState<string | null>(null);
  const current = ticket.assignee?.id ?? NOBODY;
  const selected = choice ?? current;
  const save = (assigneeId: string) =>
    assign.mutate(
      { assigneeId: assigneeId === NOBODY ? null : assigneeId },
      {
        onSuccess: () => {
          setChoice(null);
          showNotice('success', t('staff.detail.assigned'), { slot: 'support-notice' });
        },
        onError: () => showNotice('error', t('staff.detail.failed'), { slot: 'support-notice' }),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(selected);
  };
  const people = assignees.data?.staff ?? (ticket.assignee ? [ticket.assignee] : []);
  const myId = me?.user.id;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('staff.detail.assignee')}>
      <FormField id={`ticket-assignee-${ticket.id}`} label={t('staff.detail.assignee')} className="min-w-56">
        <NativeSelect value={selected} onChange={(event) => setChoice(event.target.value)}>
          <option value={NOBODY}>{t('staff.detail.nobody')}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name === person.email ? person.email : `${person.name} (${person.email})`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" variant="outline" className="h-11" disabled={assign.isPending || selected === current}>
        {t('staff.detail.assign')}
      </Button>
      {myId && current !== myId ? (
        <Button type="button" className="h-11" disabled={assign.isPending} onClick={() => save(myId)}>
          {t('staff.detail.assignToMe')}
        </Button>
      ) : null}
    </form>
  );
};
