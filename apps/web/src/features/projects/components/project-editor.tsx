import type { AdminProject } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { ContentEditorActions } from '@/components/admin/content-editor-actions';
import { useContentEditor } from '@/components/admin/use-content-editor';
import { paths } from '@/config/paths';
import { useCreateProject, useDeleteProject, useSetProjectStatus, useUpdateProject } from '../api/save-project';
import { formValuesOf, NEW_PROJECT, useProjectForm } from '../utils/project-form';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectEditorFields } from './project-editor-fields';
import { ProjectStatusBadge } from './project-status-badge';

/**
 * Create or edit one case study. A new one is saved as a draft; an existing one can be saved, published (its current
 * text is saved first), unpublished or deleted (after a confirmation).
 */
export const ProjectEditor = ({ project }: { project?: AdminProject }) => {
  const { t } = useTranslation('projects-admin');
  const form = useProjectForm(project ? formValuesOf(project) : NEW_PROJECT);
  const editor = useContentEditor({
    namespace: 'projects-admin',
    noticeSlot: 'project-editor',
    item: project,
    form,
    formValuesOf,
    mutations: {
      create: useCreateProject(),
      update: useUpdateProject(project?.id ?? ''),
      setStatus: useSetProjectStatus(project?.id ?? ''),
      remove: useDeleteProject(project?.id ?? ''),
    },
    editHrefOf: paths.admin.project.getHref,
    listHref: paths.admin.projects.getHref(),
  });

  return (
    <>
      <form
        noValidate
        onSubmit={editor.onSave}
        aria-labelledby="project-editor-heading"
        className="grid max-w-4xl content-start gap-6"
      >
        {project ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span>{t('editor.statusLabel')}</span>
            <ProjectStatusBadge status={project.status} />
          </p>
        ) : null}
        <ProjectEditorFields form={form} isNew={!project} />
        <ContentEditorActions
          namespace="projects-admin"
          editor={editor}
          saved={project && { status: project.status, publicHref: paths.project.getHref(project.slug) }}
        />
      </form>
      {editor.isConfirmingDelete && project ? (
        <DeleteProjectDialog
          title={project.title}
          isWorking={editor.isDeleting}
          onConfirm={() => void editor.onDelete()}
          onClose={() => editor.setConfirmingDelete(false)}
        />
      ) : null}
    </>
  );
};
