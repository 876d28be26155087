import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { PaymentSuccessSummary } from '@/features/membership/components/payment-success-summary';

/** /payment-success?session_id=…: where the membership checkout returns (browser-rendered, decision 008). */
export const PaymentSuccessRoute = () => {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <PageLayout>
      <section className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-14 sm:px-6">
        <h1 className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{t('paymentSuccess.title')}</h1>
        <PaymentSuccessSummary sessionId={params.get('session_id')} />
      </section>
    </PageLayout>
  );
};
