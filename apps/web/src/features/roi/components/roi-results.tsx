import type { RoiResult } from '@receptiva/shared';
import { Banknote, Clock, PhoneIncoming, PiggyBank } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoiFormatters } from '../hooks/use-roi-formatters';

interface ResultRowProps {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
}

const ResultRow = ({ icon, label, value, detail }: ResultRowProps) => (
  <div className="flex items-start gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
    <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/15 text-white">
      {icon}
    </span>
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm text-primary-100">{label}</dt>
      <dd className="text-xl font-semibold text-white tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-primary-200">{detail}</dd> : null}
    </div>
  </div>
);

/** The six spec outputs, per month. */
export const RoiResults = ({ result, format }: { result: RoiResult; format: RoiFormatters }) => {
  const { t } = useTranslation('roi');
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1 rounded-xl bg-white p-5 text-slate-900 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{t('results.netRoi')}</dt>
          <dd className="text-3xl font-bold ltr:tracking-tight text-primary-700 tabular-nums">
            {format.money(result.netROI)}
          </dd>
          <dd className="text-xs text-slate-500">
            {t('results.netRoiDetail', { cost: format.money(result.planCost) })}
          </dd>
        </div>
        <div className="grid gap-1 rounded-xl bg-white p-5 text-slate-900 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{t('results.roiPercentage')}</dt>
          <dd className="text-3xl font-bold ltr:tracking-tight text-emerald-700 tabular-nums">
            {format.percent(result.roiPercentage)}
          </dd>
        </div>
      </dl>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultRow
          icon={<PhoneIncoming aria-hidden="true" className="size-4" />}
          label={t('results.missedRevenue')}
          value={format.money(result.missedRevenue)}
          detail={t('results.missedRevenueDetail', { calls: format.count(result.missedCalls) })}
        />
        <ResultRow
          icon={<Banknote aria-hidden="true" className="size-4" />}
          label={t('results.timeSavings')}
          value={format.money(result.timeSavings)}
          detail={t('results.timeSavingsDetail', { hours: format.count(result.hoursSaved) })}
        />
        <ResultRow
          icon={<PiggyBank aria-hidden="true" className="size-4" />}
          label={t('results.totalSavings')}
          value={format.money(result.totalSavings)}
        />
        <ResultRow
          icon={<Clock aria-hidden="true" className="size-4" />}
          label={t('results.hoursSaved')}
          value={format.count(result.hoursSaved)}
        />
      </dl>
      <p className="text-xs text-primary-200">{t('results.assumptions')}</p>
    </div>
  );
};
