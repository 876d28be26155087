import { ChevronRight, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The dashboard's way into billing. */
export const BillingLinkCard = () => {
  const { t } = useTranslation('billing');
  return (
    <Link
      to={paths.dashboardBilling.getHref()}
      className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-900/5 transition-colors hover:border-primary-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:p-8"
    >
      <CreditCard aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
      <span className="grid flex-1 gap-1">
        <span className="text-xl font-semibold tracking-tight text-slate-900">{t('dashboardLink.title')}</span>
        <span className="text-sm text-slate-600">{t('dashboardLink.description')}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500 rtl:rotate-180" />
    </Link>
  );
};
