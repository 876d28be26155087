import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentCrumbLabel } from '@/components/admin/admin-crumb-label';
import { staffCrumbsOf } from '../utils/staff-crumbs';

/** Staff dashboard › Blog › Post: every step but the page itself is a link; a detail page may name the last one. */
export const StaffBreadcrumbs = () => {
  const { t } = useTranslation('staff-dashboard');
  const { pathname } = useLocation();
  const detailLabel = useCurrentCrumbLabel();
  const crumbs = staffCrumbsOf(pathname);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumbs')} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const named = crumb.current && crumb.detail ? detailLabel : null;
          const text = named ? named.label : t(crumb.key);
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 rtl:rotate-180" />
              ) : null}
              {crumb.current ? (
                <span aria-current="page" className="truncate font-medium text-slate-900" dir="auto" lang={named?.lang}>
                  {text}
                </span>
              ) : (
                <Link
                  to={crumb.href}
                  className="rounded font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
