import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminProject } from '@/features/projects/api/get-admin-project';
import { ProjectEditor } from '@/features/projects/components/project-editor';
import { ApiError } from '@/lib/api-client';

const EditProject = ({ projectId }: { projectId: string }) => {
  const { t } = useTranslation('projects-admin');
  const project = useAdminProject(projectId);
  if (project.data) return <ProjectEditor key={project.data.id} project={project.data} />;
  if (project.isError) {
    const isGone = project.error instanceof ApiError && [400, 404].includes(project.error.status);
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {isGone ? t('editor.notFound') : t('editor.failed')}
      </p>
    );
  }
  return <Spinner label={t('editor.loading')} showLabel />;
};

/** /admin/projects/new and /admin/projects/{projectId} (issue 14): the case-study editor. */
export const AdminProjectEditorRoute = () => {
  const { t } = useTranslation('projects-admin');
  const { projectId } = useParams();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <Link
          to={paths.admin.projects.getHref()}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('editor.back')}
        </Link>
        <h1 id="project-editor-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {projectId ? t('editor.editTitle') : t('editor.newTitle')}
        </h1>
      </div>
      {projectId ? <EditProject projectId={projectId} /> : <ProjectEditor />}
    </section>
  );
};
