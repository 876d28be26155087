import { ArrowRight, CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { scrollToSection } from '@/hooks/use-scroll-to-section';
import { BOOK_DEMO_ANCHOR } from '../utils/marketing-figures';

/** Spec §2: the closing call to action, to /pricing or down to the demo booking. */
export const FinalCtaSection = () => {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="final-cta-title" className="bg-white px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-16 text-center shadow-2xl sm:px-16 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(99_102_241/0.55),transparent_55%),radial-gradient(circle_at_80%_100%,rgb(168_85_247/0.45),transparent_55%)]"
        />
        <h2
          id="final-cta-title"
          className="mx-auto max-w-2xl text-3xl font-bold text-balance text-white sm:text-5xl ltr:tracking-tight"
        >
          {t('finalCta.title')}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-slate-300">{t('finalCta.subtitle')}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" variant="onBrand" onClick={() => scrollToSection(BOOK_DEMO_ANCHOR)}>
            <CalendarCheck aria-hidden="true" />
            {t('finalCta.bookDemo')}
          </Button>
          <Link to={paths.pricing.getHref()} className={buttonClasses({ size: 'lg', variant: 'onBrandOutline' })}>
            {t('finalCta.pricing')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
};
