import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { OnboardingFormPage } from '@/features/business-profile/components/onboarding-form-page';

/** /onboarding-form (public, spec §2): the long intake for building the customer's voice agent. */
export const OnboardingFormRoute = () => {
  const { t } = useTranslation('business-profile');
  return (
    <PageLayout>
      <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('form.title')}</h1>
          <p className="text-lg text-slate-600">{t('form.intro')}</p>
        </div>
        <OnboardingFormPage />
      </div>
    </PageLayout>
  );
};
