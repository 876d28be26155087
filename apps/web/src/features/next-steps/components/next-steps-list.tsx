import type { LucideIcon } from 'lucide-react';
import { CalendarClock, LayoutDashboard, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type StepKey = 'onboarding' | 'playlist' | 'dashboard';

/** The three steps after joining, in the order that gets a voice agent live soonest. */
const STEPS: { key: StepKey; to: string; Icon: LucideIcon }[] = [
  { key: 'onboarding', to: paths.scheduleOnboarding.getHref(), Icon: CalendarClock },
  { key: 'playlist', to: paths.university.getHref(), Icon: PlayCircle },
  { key: 'dashboard', to: paths.dashboard.getHref(), Icon: LayoutDashboard },
];

// Not buttonClasses: its fixed height and single line would overflow a narrow card in the longer languages.
const actionClass =
  'flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
const primaryAction = `${actionClass} bg-primary-600 text-white shadow-sm hover:bg-primary-700`;
const secondaryAction = `${actionClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

/** Book the onboarding call, watch the getting-started playlist, open the dashboard: one card each. */
export const NextStepsList = () => {
  const { t } = useTranslation('next-steps');
  return (
    <ol aria-label={t('listLabel')} className="grid gap-4 md:grid-cols-3">
      {STEPS.map(({ key, to, Icon }, index) => (
        <li key={key} className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm font-semibold text-primary-700">{t('stepNumber', { number: index + 1 })}</span>
          </div>
          <h2 className="text-lg font-semibold text-slate-900">{t(`steps.${key}.title`)}</h2>
          <p className="flex-1 text-slate-600">{t(`steps.${key}.description`)}</p>
          <Link to={to} className={index === 0 ? primaryAction : secondaryAction}>
            {t(`steps.${key}.action`)}
          </Link>
        </li>
      ))}
    </ol>
  );
};
