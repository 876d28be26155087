import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { PageLayout } from '@/components/layouts/page-layout';
import { DiyGuide } from '@/features/diy-guide/components/diy-guide';

/** /diy-onboarding (spec §2, issue 15): the do-it-yourself setup guide, server-rendered; progress once signed in. */
export const DiyOnboardingRoute = () => {
  const { t } = useTranslation('diy-guide');
  const { t: tr } = useTranslation('onboarding');
  return (
    <PageLayout>
      <section className="mx-auto w-full max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <PageHeader icon={ListChecks} eyebrow={tr('diy.eyebrow')} title={t('title')} intro={t('intro')} />
        <div className="mt-10">
          <DiyGuide />
        </div>
      </section>
    </PageLayout>
  );
};
