import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

interface ListPaginationProps {
  /** The catalog namespace whose `pagination.label`, `.previous`, `.next` and `.page` name this list's pages. */
  namespace:
    | 'blog'
    | 'projects'
    | 'blog-admin'
    | 'projects-admin'
    | 'admin-emails'
    | 'admin-orders'
    | 'admin-users'
    | 'services-admin'
    | 'agents-admin'
    | 'staff-dashboard'
    | 'support';
  page: number;
  pages: number;
  /** The link to another page of the same list, keeping its filters. */
  hrefOf: (page: number) => To;
}

/** The previous and next pages of a list, as links (`?page=N`), and where the reader is. Nothing for one page. */
export const ListPagination = ({ namespace, page, pages, hrefOf }: ListPaginationProps) => {
  const { t } = useTranslation(namespace);
  if (pages <= 1) return null;
  const linkClasses = buttonClasses({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={linkClasses}>
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t('pagination.page', { page: Math.min(page, pages), pages })}</p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className={linkClasses}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
};
