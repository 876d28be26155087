import { type DiyStep, diyUniversityUrl } from '@receptiva/shared';
import { Clock, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface DiyStepSectionProps {
  step: DiyStep;
  position: number;
  isDone: boolean;
  /** The tick (signed in) or nothing (visitors): rendered beside the heading. */
  tick: ReactNode;
}

/** One step of the guide: its anchor, time estimate, instructions, tip and university videos. */
export const DiyStepSection = ({ step, position, isDone, tick }: DiyStepSectionProps) => {
  const { t } = useTranslation('diy-guide');
  const { t: tr } = useTranslation('onboarding');
  const key = `steps.${step.catalogKey}` as 'steps.createAgent';
  const instructions = t(`${key}.instructions`, { returnObjects: true }) as unknown as string[];
  const headingId = `${step.anchor}-title`;
  return (
    <section
      id={step.anchor}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-primary-700">
            {tr('diy.stepOf', { position, total: 7 })}
            {isDone ? ` · ${tr('diy.done')}` : ''}
          </p>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
            {t(`${key}.title`)}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Clock aria-hidden="true" className="size-4" />
            {tr('diy.minutes', { count: step.minutes })}
          </p>
        </div>
        {tick}
      </div>
      <p className="mt-4 text-slate-700">{t(`${key}.summary`)}</p>
      <ol className="mt-4 grid list-decimal gap-2 ps-6 text-slate-700 marker:font-semibold marker:text-primary-700">
        {instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <strong>{tr('diy.tip')}</strong> {t(`${key}.tip`)}
      </p>
      <div className="mt-4">
        <h3 className="text-sm font-semibold text-slate-900">{tr('diy.watch')}</h3>
        <ul className="mt-2 grid gap-1">
          {step.university.map((link) => (
            <li key={link.video}>
              <Link
                to={diyUniversityUrl(link)}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <PlayCircle aria-hidden="true" className="size-4" />
                {t(`university.${link.video}` as 'university.welcome')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
