import { DASHBOARD_PERIODS } from '@receptiva/shared/dashboard-periods';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { type DashboardView, dashboardSearch } from '../utils/dashboard-view';

interface DashboardPeriodPickerProps {
  view: DashboardView;
  onCustom: (range: { from: string; to: string }) => void;
}

/** The presets are links (shareable, the back button returns); a custom range is two days and Apply. */
export const DashboardPeriodPicker = ({ view, onCustom }: DashboardPeriodPickerProps) => {
  const { t } = useTranslation('admin-dashboard');
  const [from, setFrom] = useState(view.from ?? '');
  const [to, setTo] = useState(view.to ?? '');
  const isCustom = Boolean(view.from && view.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onCustom({ from, to });
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label={t('period.label')}>
        <ul className="flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1">
          {DASHBOARD_PERIODS.map((period) => {
            const current = !isCustom && view.period === period;
            return (
              <li key={period}>
                <Link
                  to={{ search: dashboardSearch({ period }) }}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium',
                    current ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {t(`period.${period}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form onSubmit={submit} aria-label={t('period.custom')} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="dashboard-from">{t('period.from')}</Label>
          <Input id="dashboard-from" type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="dashboard-to">{t('period.to')}</Label>
          <Input id="dashboard-to" type="date" required value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          {t('period.apply')}
        </Button>
      </form>
    </div>
  );
};
