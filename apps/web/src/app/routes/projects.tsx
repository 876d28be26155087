import { parseProjectListSearch } from '@receptiva/shared';
import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { PageLayout } from '@/components/layouts/page-layout';
import { ProjectList } from '@/features/projects/components/project-list';

/**
 * /projects (spec §2, issue 14): the published case studies, filtered by the industry in the URL, a page at a time
 * (`?industry=hvac&page=2`). Server-rendered with its data: the server renders exactly these two parameters.
 */
export const ProjectsRoute = () => {
  const { t } = useTranslation('projects');
  const [searchParams] = useSearchParams();
  const view = parseProjectListSearch(searchParams);
  return (
    <PageLayout>
      <section className="mx-auto grid w-full max-w-7xl gap-10 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <PageHeader icon={BriefcaseBusiness} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <ProjectList view={view} />
        <p className="max-w-3xl text-sm text-slate-500">{t('disclaimer')}</p>
      </section>
    </PageLayout>
  );
};
