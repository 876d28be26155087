import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';

/**
 * A failed renewal (decision 022): the membership still works until `graceEndsAt` while the payment is retried. The
 * dashboard shows it above every page with the way to billing; the billing page shows it without the link.
 */
export const PastDueNotice = ({
  graceEndsAt,
  linkToBilling,
}: {
  graceEndsAt: string | null;
  linkToBilling: boolean;
}) => {
  const { t, i18n } = useTranslation('billing');
  const date = graceEndsAt ? formatCalendarDate(graceEndsAt, i18n.language) : '';
  return (
    <section
      role="alert"
      aria-labelledby="past-due-title"
      data-testid="past-due-notice"
      className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300 sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
      <div className="flex-1">
        <h2 id="past-due-title" className="font-semibold text-slate-900">
          {t('subscription.pastDueTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('subscription.pastDueText', { date })}</p>
      </div>
      {linkToBilling ? (
        <Link to={paths.dashboardBilling.getHref()} className={buttonClasses({ className: 'shrink-0' })}>
          {t('subscription.pastDueAction')}
        </Link>
      ) : null}
    </section>
  );
};
