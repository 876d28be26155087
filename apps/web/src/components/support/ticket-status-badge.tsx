import type { TicketStatus } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<TicketStatus, string> = {
  open: 'bg-primary-50 text-primary-800 ring-primary-200',
  waiting_on_customer: 'bg-amber-50 text-amber-900 ring-amber-200',
  resolved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A ticket's status in words; customers read "Awaiting your reply" where staff read "Waiting on customer". */
export const TicketStatusBadge = ({ status, audience }: { status: TicketStatus; audience: 'customer' | 'staff' }) => {
  const { t } = useTranslation('support');
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
      )}
    >
      {audience === 'customer' ? t(`customerStatus.${status}`) : t(`status.${status}`)}
    </span>
  );
};
