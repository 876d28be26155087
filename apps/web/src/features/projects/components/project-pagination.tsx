import type { ProjectListSearch } from '@receptiva/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { projectListHref } from '../utils/project-list-href';

/** The previous and next pages of the list, as links (`?page=N`) that keep the industry, and where the visitor is. */
export const ProjectPagination = ({ view, pages }: { view: ProjectListSearch; pages: number }) => {
  const { t } = useTranslation('projects');
  if (pages <= 1) return null;
  const link = (page: number) => projectListHref({ ...view, page });
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
      {view.page > 1 ? (
        <Link to={link(view.page - 1)} rel="prev" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t('pagination.page', { page: Math.min(view.page, pages), pages })}</p>
      {view.page < pages ? (
        <Link to={link(view.page + 1)} rel="next" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
};
