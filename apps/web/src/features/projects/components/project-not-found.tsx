import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundStatus } from '@/components/seo/not-found-status';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An unknown or unpublished case study: a 404 page (HTTP 404 when server-rendered) that leads back to the list. */
export const ProjectNotFound = () => {
  const { t } = useTranslation('projects');
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <NotFoundStatus />
      <PageMeta title={t('notFound.title')} description={t('notFound.text')} noIndex />
      <p className="text-6xl font-bold tracking-tight text-primary-600">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.text')}</p>
      <Link to={paths.projects.getHref()} className={buttonClasses({ className: 'mt-2' })}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('notFound.back')}
      </Link>
    </section>
  );
};
