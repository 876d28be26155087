import type { BillingOverview } from '@receptiva/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate } from '@/lib/format-date';
import { usePublicSettings } from '@/lib/public-settings';
import { useCancelMembership } from '../api/cancel-membership';
import { CancelMembershipDialog } from './cancel-membership-dialog';

/**
 * Spec §9: inside the 30-day window a Cancel button with a confirmation; after it, the 12-month commitment
 * explained with a way to contact support; once cancelled, what that means.
 */
export const CancelMembershipSection = ({ billing }: { billing: BillingOverview }) => {
  const { t, i18n } = useTranslation('billing');
  const formatUsd = useFormatUsd();
  const { data: settings } = usePublicSettings();
  const [isOpen, setOpen] = useState(false);
  const cancel = useCancelMembership();
  const date = (iso: string | null) => (iso ? formatCalendarDate(iso, i18n.language) : '');
  const vars = {
    monthly: formatUsd(billing.monthlyCents),
    setupFee: formatUsd(billing.setupFeePaidCents ?? 0),
    date: date(billing.cancellationWindowEndsAt),
    cancelled: date(billing.cancelledAt),
    commitmentEnd: date(billing.commitmentEndsAt),
  };
  const confirm = () => cancel.mutate({ locale: i18n.language }, { onSuccess: () => setOpen(false) });

  let body = (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {t(cancel.isSuccess ? 'cancel.done' : 'cancel.cancelledNotice', vars)}
    </p>
  );
  if (billing.canCancel) {
    body = (
      <>
        <p className="text-sm text-slate-700">{t('cancel.windowOpen', vars)}</p>
        <Button
          variant="outline"
          className="w-fit border-red-300 text-red-700 hover:bg-red-50"
          onClick={() => {
            cancel.reset();
            setOpen(true);
          }}
        >
          {t('cancel.button')}
        </Button>
        <CancelMembershipDialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          onConfirm={confirm}
          isWorking={cancel.isPending}
          error={cancel.error}
          accessEndsAt={billing.cancellationWindowEndsAt ?? ''}
        />
      </>
    );
  } else if (!billing.cancelledAt) {
    body = (
      <>
        <p className="text-sm text-slate-700">{t('cancel.windowClosed', vars)}</p>
        {settings?.supportEmail && (
          <a
            className="w-fit text-sm font-semibold text-primary-700 underline"
            href={`mailto:${settings.supportEmail}`}
          >
            {t('cancel.contactSupport')}
          </a>
        )}
      </>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cancel.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
    </Card>
  );
};
