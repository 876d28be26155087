import { CalendarCheck, type LucideIcon, PlugZap, Rocket, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { useNumberFormat } from '../hooks/use-number-format';

const STEPS = [
  { key: 'demo', Icon: CalendarCheck },
  { key: 'build', Icon: Wand2 },
  { key: 'connect', Icon: PlugZap },
  { key: 'live', Icon: Rocket },
] as const satisfies readonly { key: string; Icon: LucideIcon }[];

/** The four steps from booking a demo to going live. */
export const ProcessSection = () => {
  const { t } = useTranslation('home');
  const format = useNumberFormat();
  return (
    <section aria-labelledby="process-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="process-title"
          eyebrow={t('process.label')}
          title={t('process.title')}
          subtitle={t('process.subtitle')}
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold text-primary-700">
                  {t('process.step', { number: format.integer(index + 1) })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`process.steps.${key}.title`)}</h3>
              <p className="mt-2 text-pretty text-slate-600">{t(`process.steps.${key}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
};
