import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTeamAudit } from '../api/get-team-audit';
import { AUDIT_PAGE_PARAM, readAuditPage } from '../utils/audit-page-param';
import { TeamAuditEntryItem } from './team-audit-entry';

/** Issue 13 point 6: every change to the owner's team, newest first, a page at a time (`?auditPage=N`). */
export const TeamAuditTrail = () => {
  const { t } = useTranslation('team');
  const [searchParams] = useSearchParams();
  const page = readAuditPage(searchParams);
  const audit = useTeamAudit(page);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete(AUDIT_PAGE_PARAM);
    else next.set(AUDIT_PAGE_PARAM, String(target));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  let body = <Spinner label={t('audit.loading')} showLabel />;
  if (audit.isError) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('audit.failed')}
      </p>
    );
  } else if (audit.data) {
    const { entries, total, pageSize } = audit.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body =
      entries.length === 0 && page === 1 ? (
        <p className="text-sm text-slate-600">{t('audit.empty')}</p>
      ) : (
        <>
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
            {entries.map((entry) => (
              <TeamAuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label={t('audit.pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={hrefFor(page - 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
                  {t('audit.pagination.previous')}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-600">
                {t('audit.pagination.page', { page: Math.min(page, pages), pages })}
              </p>
              {page < pages ? (
                <Link to={hrefFor(page + 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  {t('audit.pagination.next')}
                  <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      );
  }

  return (
    <section aria-labelledby="team-audit-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="team-audit-heading" className="text-xl font-semibold text-slate-900">
          {t('audit.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('audit.description')}</p>
      </div>
      {body}
    </section>
  );
};
