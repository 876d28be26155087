import type { TicketAverages as Averages } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format-duration';

/** The average first-response and resolution times of every ticket the filters keep. */
export const TicketAverages = ({ averages }: { averages: Averages }) => {
  const { t, i18n } = useTranslation('support');
  const show = (seconds: number | null) =>
    seconds === null ? t('staff.averages.none') : formatDuration(seconds, i18n.language);
  return (
    <section aria-labelledby="ticket-averages-title" className="grid gap-2">
      <h2 id="ticket-averages-title" className="text-sm font-semibold text-slate-700">
        {t('staff.averages.title')}
      </h2>
      <dl className="flex flex-wrap gap-4">
        {(
          [
            ['firstResponse', averages.firstResponseSeconds],
            ['resolution', averages.resolutionSeconds],
          ] as const
        ).map(([key, seconds]) => (
          <div key={key} className="grid min-w-44 gap-0.5 rounded-xl border border-slate-200 bg-white px-4 py-3">
            <dt className="text-sm text-slate-600">{t(`staff.averages.${key}`)}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{show(seconds)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
