import { Building2, CalendarCheck, Flame, Mic, Scale, Sparkles, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { scrollToSection } from '@/hooks/use-scroll-to-section';
import { usePublicSettings } from '@/lib/public-settings';
import { BOOK_DEMO_ANCHOR } from '../utils/marketing-figures';

const TRUSTED_BY = [
  { key: 'medSpas', Icon: Sparkles },
  { key: 'realEstate', Icon: Building2 },
  { key: 'legal', Icon: Scale },
  { key: 'homeServices', Icon: Wrench },
] as const;

const ScarcityBanner = () => {
  const { t } = useTranslation('home');
  const { data: settings } = usePublicSettings();
  // Shown once the real number is known, never a made-up one.
  if (!settings) return <div aria-hidden="true" className="h-9" />;
  const count = settings.freeTrialSpotsLeft;
  return (
    <p className="inline-flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-2 text-start text-sm font-semibold text-amber-900 ring-1 ring-amber-200 sm:rounded-full">
      <Flame aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
      {count > 0 ? t('hero.scarcity', { count }) : t('hero.scarcityFull')}
    </p>
  );
};

/**
 * The figures come formatted from the catalogs ('500+', '97 %', '۹۷٪'…), so hydrating the hero builds no
 * Intl.NumberFormat (its locale data costs more than the rest of the hero); hero-stats.test.ts keeps them equal to
 * MARKETING_FIGURES as Intl formats them.
 */
const Stats = () => {
  const { t } = useTranslation('home');
  const stats = [
    { value: t('hero.stats.businessesValue'), label: t('hero.stats.businesses') },
    { value: t('hero.stats.availabilityValue'), label: t('hero.stats.availability') },
    { value: t('hero.stats.satisfactionValue'), label: t('hero.stats.satisfaction') },
  ];
  return (
    <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 divide-x divide-slate-200 rounded-2xl bg-white/80 py-5 shadow-sm ring-1 ring-slate-200 backdrop-blur rtl:divide-x-reverse sm:py-6">
      {stats.map(({ value, label }) => (
        <div key={label} className="flex flex-col gap-1 px-2 sm:px-6">
          <dt className="order-2 text-xs text-pretty text-slate-600 sm:text-sm">{label}</dt>
          <dd className="order-1 bg-gradient-to-r from-primary-600 to-violet-600 bg-clip-text text-2xl font-bold text-transparent sm:text-4xl">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** Spec §2 hero: the page's h1, Book Demo (to #book-demo), trusted-by chips, the scarcity banner and the stats. */
export const HeroSection = ({ onTalkToAi }: { onTalkToAi: () => void }) => {
  const { t } = useTranslation('home');
  const brand = useBrandName();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute top-24 start-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-primary-200/40 blur-3xl rtl:translate-x-1/2" />
        <div className="absolute top-40 -end-40 size-[28rem] rounded-full bg-violet-200/40 blur-3xl" />
      </div>
      <div className="mx-auto max-w-5xl px-4 pt-12 pb-16 text-center sm:px-6 sm:pt-16 sm:pb-24 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-xs font-medium text-primary-700 shadow-sm ring-1 ring-primary-100 sm:text-sm">
          <Sparkles aria-hidden="true" className="size-4 text-primary-500" />
          {t('hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold text-balance text-slate-900 sm:text-6xl ltr:tracking-tight"
        >
          {t('hero.titleLead')}{' '}
          <span className="bg-gradient-to-r from-primary-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">
            {t('hero.titleHighlight')}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          {t('hero.subtitle', { brand })}
        </p>

        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" variant="prominent" onClick={() => scrollToSection(BOOK_DEMO_ANCHOR)}>
            <CalendarCheck aria-hidden="true" />
            {t('hero.bookDemo')}
          </Button>
          <Button size="lg" variant="outline" onClick={onTalkToAi} aria-haspopup="dialog">
            <Mic aria-hidden="true" className="text-primary-600" />
            {t('hero.talkToAi')}
          </Button>
        </div>

        <div className="mt-6 flex justify-center">
          <ScarcityBanner />
        </div>

        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <p className="text-sm font-medium text-slate-500">{t('hero.trustedBy')}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {TRUSTED_BY.map(({ key, Icon }) => (
              <li
                key={key}
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200"
              >
                <Icon aria-hidden="true" className="size-4 text-primary-600" />
                {t(`hero.chips.${key}`)}
              </li>
            ))}
          </ul>
        </div>

        <Stats />
      </div>
    </section>
  );
};
