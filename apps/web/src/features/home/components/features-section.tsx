import {
  ArrowRight,
  AudioLines,
  Blocks,
  Bot,
  CalendarSync,
  ChartLine,
  Gift,
  Languages,
  LayoutTemplate,
  type LucideIcon,
  Mail,
  MessageSquareText,
  PhoneForwarded,
  PhoneIncoming,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useNumberFormat } from '../hooks/use-number-format';
import { MARKETING_FIGURES } from '../utils/marketing-figures';

const VOICE_CAPABILITIES = [
  { key: 'callHandling', Icon: PhoneIncoming },
  { key: 'warmTransfers', Icon: PhoneForwarded },
  { key: 'multiLanguage', Icon: Languages },
  { key: 'emailSummaries', Icon: Mail },
  { key: 'realisticVoice', Icon: AudioLines },
  { key: 'noSickDays', Icon: ShieldCheck },
] as const satisfies readonly { key: string; Icon: LucideIcon }[];

const AUTOMATIONS = [
  { key: 'crm', Icon: Users },
  { key: 'sms', Icon: MessageSquareText },
  { key: 'calendar', Icon: CalendarSync },
  { key: 'followUp', Icon: Bot },
  { key: 'reputation', Icon: Star },
  { key: 'dashboards', Icon: ChartLine },
  { key: 'templates', Icon: LayoutTemplate },
  { key: 'integrations', Icon: Blocks },
] as const satisfies readonly { key: string; Icon: LucideIcon }[];

/** Spec §2 features: six voice capabilities, eight automations and a call to action to /pricing. */
export const FeaturesSection = () => {
  const { t } = useTranslation('home');
  const format = useNumberFormat();
  const figures = {
    languages: format.integer(MARKETING_FIGURES.languages),
    apps: format.integer(MARKETING_FIGURES.integrations),
  };

  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          subtitle={t('features.subtitle')}
        />

        <div className="mt-16">
          <h3 className="text-xl font-semibold text-slate-900">{t('features.voiceHeading')}</h3>
          <p className="mt-2 max-w-2xl text-slate-600">{t('features.voiceIntro')}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {VOICE_CAPABILITIES.map(({ key, Icon }) => (
              <li
                key={key}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5 transition-shadow hover:shadow-lg hover:shadow-primary-900/10 sm:block sm:p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary-600 to-violet-600 text-white shadow-md shadow-primary-600/25 sm:size-12">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h4 className="text-lg font-semibold text-slate-900 sm:mt-5">
                    {t(`features.voice.${key}.title`, figures)}
                  </h4>
                  <p className="mt-1 text-pretty text-slate-600 sm:mt-2">{t(`features.voice.${key}.description`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-20">
          <h3 className="text-xl font-semibold text-slate-900">{t('features.automationsHeading')}</h3>
          <p className="mt-2 max-w-2xl text-slate-600">{t('features.automationsIntro')}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {AUTOMATIONS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70 sm:block sm:p-5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h4 className="font-semibold text-slate-900 sm:mt-4">
                    {t(`features.automations.${key}.title`, figures)}
                  </h4>
                  <p className="mt-1 text-sm text-pretty text-slate-600 sm:mt-1.5">
                    {t(`features.automations.${key}.description`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-16 flex flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-primary-600 to-violet-600 p-8 text-center text-white shadow-xl shadow-primary-900/20 sm:p-10 lg:flex-row lg:justify-between lg:text-start">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/25">
              <Gift aria-hidden="true" className="size-4" />
              {t('features.cta.trial')}
            </p>
            <p className="mt-3 max-w-xl text-xl font-semibold text-balance sm:text-2xl">{t('features.cta.title')}</p>
          </div>
          <Link to={paths.pricing.getHref()} className={buttonClasses({ size: 'lg', variant: 'onBrandFlat' })}>
            {t('features.cta.action')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
};
