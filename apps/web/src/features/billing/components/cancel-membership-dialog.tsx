import { MEMBERSHIP_PRICES } from '@receptiva/shared';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format-date';

interface CancelMembershipDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isWorking: boolean;
  error: Error | null;
  /** The end of the 30-day window: access lasts until then. */
  accessEndsAt: string;
}

/** Confirms a cancellation, saying plainly what it does: monthly charges stop, the setup fee is not refunded. */
export const CancelMembershipDialog = ({
  isOpen,
  onOpenChange,
  onConfirm,
  isWorking,
  error,
  accessEndsAt,
}: CancelMembershipDialogProps) => {
  const { t, i18n } = useTranslation('billing');
  const formatUsd = useFormatUsd();
  const errorMessage = useErrorMessage();
  const amounts = {
    monthly: formatUsd(MEMBERSHIP_PRICES.monthlyCents),
    setupFee: formatUsd(MEMBERSHIP_PRICES.setupFeeCents),
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !isWorking && onOpenChange(open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto grid w-auto max-w-lg -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
          <Dialog.Title className="text-xl font-bold text-slate-900">{t('cancel.dialogTitle')}</Dialog.Title>
          <Dialog.Description className="text-slate-700">{t('cancel.dialogDescription', amounts)}</Dialog.Description>
          <p className="text-sm text-slate-700">
            {t('cancel.dialogAccess', { date: formatCalendarDate(accessEndsAt, i18n.language) })}
          </p>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error instanceof ApiError ? errorMessage(error) : t('cancel.error')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={isWorking}>
                {t('cancel.keep')}
              </Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={onConfirm} disabled={isWorking}>
              {isWorking ? t('cancel.working') : t('cancel.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
