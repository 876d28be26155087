import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import type pages from '@/locales/en/pages.json';

export type PlaceholderPage = Exclude<
  keyof typeof pages,
  'comingSoonBadge' | 'backHome' | 'paymentSuccess' | 'pricing' | 'membershipPromo'
>;

/** A page whose content arrives in a later issue: the header, its title and one honest line. */
export const ComingSoonRoute = ({ page }: { page: PlaceholderPage }) => {
  const { t } = useTranslation('pages');
  return (
    <PageLayout>
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start justify-center gap-4 px-4 py-20 sm:px-6">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-700">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('comingSoonBadge')}
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(`${page}.title`)}</h1>
        <p className="text-lg text-slate-600">{t(`${page}.description`)}</p>
        <Link
          to={paths.home.getHref()}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {t('backHome')}
        </Link>
      </section>
    </PageLayout>
  );
};
