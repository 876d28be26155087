import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { useProject } from '@/features/projects/api/get-project';
import { ProjectCaseStudy } from '@/features/projects/components/project-case-study';
import { ProjectNotFound } from '@/features/projects/components/project-not-found';

/** /projects/{slug} (issue 14): a published case study, or the case studies' 404 page (HTTP 404 when server-rendered). */
export const ProjectRoute = () => {
  const { t } = useTranslation('projects');
  const { slug = '' } = useParams();
  const project = useProject(slug);

  let content = (
    <div className="flex flex-1 justify-center py-24">
      <Spinner label={t('project.loading')} showLabel />
    </div>
  );
  if (project.isError) {
    content = (
      <p role="alert" className="mx-auto my-24 max-w-xl rounded-xl bg-red-50 p-4 text-red-800">
        {t('project.failed')}
      </p>
    );
  } else if (project.data === null) {
    content = <ProjectNotFound />;
  } else if (project.data) {
    content = <ProjectCaseStudy page={project.data} />;
  }
  return <PageLayout>{content}</PageLayout>;
};
