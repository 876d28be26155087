import type { BillingStatus } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONE: Record<BillingStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  completed: 'bg-sky-50 text-sky-900 ring-sky-600/20',
  cancelled: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  ended: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export const BillingStatusBadge = ({ status }: { status: BillingStatus }) => {
  const { t } = useTranslation('billing');
  return (
    <span
      data-testid="billing-status"
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONE[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
};
