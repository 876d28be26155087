import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { PageLayout } from '@/components/layouts/page-layout';
import { UniversityCatalog } from '@/features/university/components/university-catalog';

/** /university (spec §2, issue 14): video playlists with search, a player loaded on press, and watched progress. */
export const UniversityRoute = () => {
  const { t } = useTranslation('university');
  return (
    <PageLayout>
      <section className="mx-auto w-full max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <PageHeader icon={GraduationCap} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <div className="mt-10">
          <UniversityCatalog />
        </div>
      </section>
    </PageLayout>
  );
};
