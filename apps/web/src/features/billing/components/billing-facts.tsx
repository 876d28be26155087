import type { BillingOverview } from '@receptiva/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanName } from '@/components/ui/plan-name';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate } from '@/lib/format-date';

type Row = [label: string, value: ReactNode];

/** The plan's figures (spec §9): setup fee paid, monthly price, next charge, the window and the commitment. */
export const BillingFacts = ({ billing }: { billing: BillingOverview }) => {
  const { t, i18n } = useTranslation('billing');
  const formatUsd = useFormatUsd();
  const date = (iso: string | null) => (iso ? formatCalendarDate(iso, i18n.language) : null);
  const { nextCharge } = billing;
  const plan = billing.planName === null ? null : <PlanName name={billing.planName} />;
  const rows: Row[] = [
    [t('fields.plan'), plan],
    [t('fields.setupFee'), billing.setupFeePaidCents === null ? null : formatUsd(billing.setupFeePaidCents)],
    [t('fields.paidOn'), date(billing.paidAt)],
    [t('fields.monthly'), formatUsd(billing.monthlyCents)],
    [
      t('fields.nextCharge'),
      nextCharge
        ? t(`nextCharge.${nextCharge.kind}`, {
            amount: formatUsd(nextCharge.amountCents),
            date: date(nextCharge.chargeOn),
          })
        : t('fields.noNextCharge'),
    ],
    [t('fields.windowEnds'), date(billing.cancellationWindowEndsAt)],
    [t('fields.commitmentEnds'), date(billing.commitmentEndsAt)],
    [t('fields.cancelledOn'), date(billing.cancelledAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
};
