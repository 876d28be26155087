import type { EmailOutboxStatus } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<EmailOutboxStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  sending: 'bg-sky-50 text-sky-900 ring-sky-200',
  sent: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** A message's delivery state in words (the colour only repeats them). */
export const EmailStatusBadge = ({ status }: { status: EmailOutboxStatus }) => {
  const { t } = useTranslation('admin-emails');
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
};
