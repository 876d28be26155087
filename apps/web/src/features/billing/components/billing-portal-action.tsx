import type { BillingOverview } from '@receptiva/shared';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { useOpenBillingPortal } from '../api/open-billing-portal';

/** With Stripe: the customer portal (card, invoices). In test mode: a note that this page is where billing lives. */
export const BillingPortalAction = ({ billing }: { billing: BillingOverview }) => {
  const { t } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const portal = useOpenBillingPortal();
  if (billing.provider === 'test') {
    return <p className="text-sm text-slate-600">{t('portal.testMode')}</p>;
  }
  if (!billing.portalAvailable) return null;
  return (
    <div className="grid gap-2">
      <Button variant="secondary" className="w-fit" onClick={() => portal.mutate()} disabled={portal.isPending}>
        <ExternalLink aria-hidden="true" />
        {t('portal.button')}
      </Button>
      <p className="text-sm text-slate-600">{t('portal.hint')}</p>
      {portal.error && (
        <p role="alert" className="text-sm text-red-800">
          {portal.error instanceof ApiError ? errorMessage(portal.error) : t('portal.error')}
        </p>
      )}
    </div>
  );
};
