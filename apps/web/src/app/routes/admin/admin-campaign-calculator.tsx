import { useTranslation } from 'react-i18next';
import { CampaignCalculator } from '@/features/campaign-calculator/components/campaign-calculator';

/** /admin/outbound-campaign-calculator (issue 18 point 5): what an outbound calling campaign costs and brings in. */
export const AdminCampaignCalculatorRoute = () => {
  const { t } = useTranslation('campaign-calculator');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="max-w-3xl text-slate-600">{t('intro')}</p>
      </div>
      <CampaignCalculator />
    </section>
  );
};
