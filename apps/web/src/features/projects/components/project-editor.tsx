import type { AdminProject, ProjectInput } from '@receptiva/shared';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showNotice } from '@/lib/notifier';
import { useCreateProject, useDeleteProject, useSetProjectStatus, useUpdateProject } from '../api/save-project';
import { formValuesOf, NEW_PROJECT, useProjectForm } from '../utils/project-form';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectEditorFields } from './project-editor-fields';
import { ProjectStatusBadge } from './project-status-badge';

const NOTICE_SLOT = 'project-editor';

/**
 * Create or edit one case study. A new one is saved as a draft; an existing one can be saved, published (its current
 * text is saved first), unpublished or deleted (after a confirmation).
 */
export const ProjectEditor = ({ project }: { project?: AdminProject }) => {
  const { t } = useTranslation('projects-admin');
  const navigate = useNavigate();
  const form = useProjectForm(project ? formValuesOf(project) : NEW_PROJECT);
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? '');
  const setStatus = useSetProjectStatus(project?.id ?? '');
  const remove = useDeleteProject(project?.id ?? '');
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const isBusy = create.isPending || update.isPending || setStatus.isPending || remove.isPending;

  const failed = (error: unknown) => {
    const marked = form.showServerErrors(error, {
      ...(error instanceof ApiError && error.code === 'SLUG_TAKEN'
        ? { slug: { field: 'slug', message: t('errors.slugTaken') } }
        : {}),
    });
    if (marked === 0) showNotice('error', t('editor.notices.failed'), { slot: NOTICE_SLOT });
  };

  const save = async (values: ProjectInput): Promise<AdminProject | null> => {
    try {
      const saved = project ? await update.mutateAsync(values) : await create.mutateAsync(values);
      form.reset(formValuesOf(saved));
      return saved;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  const onSave = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if (!saved) return;
    showNotice('success', t(project ? 'editor.notices.saved' : 'editor.notices.created'), { slot: NOTICE_SLOT });
    if (!project) void navigate(paths.admin.project.getHref(saved.id), { replace: true });
  });

  const onPublish = form.handleSubmit(async (values) => {
    if (form.formState.isDirty && !(await save(values))) return;
    try {
      await setStatus.mutateAsync('published');
      showNotice('success', t('editor.notices.published'), { slot: NOTICE_SLOT });
    } catch (error) {
      failed(error);
    }
  });

  const onUnpublish = async () => {
    try {
      await setStatus.mutateAsync('draft');
      showNotice('success', t('editor.notices.unpublished'), { slot: NOTICE_SLOT });
    } catch (error) {
      failed(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      showNotice('success', t('editor.notices.deleted'), { slot: NOTICE_SLOT });
      void navigate(paths.admin.projects.getHref(), { replace: true });
    } catch (error) {
      setConfirmingDelete(false);
      failed(error);
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={onSave}
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
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            isPending={create.isPending || update.isPending}
            pendingLabel={t('editor.actions.saving')}
            disabled={isBusy}
          >
            {t(project ? 'editor.actions.save' : 'editor.actions.create')}
          </SubmitButton>
          {project?.status === 'draft' ? (
            <Button type="button" variant="secondary" onClick={() => void onPublish()} disabled={isBusy}>
              {setStatus.isPending ? t('editor.actions.working') : t('editor.actions.publish')}
            </Button>
          ) : null}
          {project?.status === 'published' ? (
            <>
              <Button type="button" variant="outline" onClick={() => void onUnpublish()} disabled={isBusy}>
                {setStatus.isPending ? t('editor.actions.working') : t('editor.actions.unpublish')}
              </Button>
              <Link to={paths.project.getHref(project.slug)} className={buttonClasses({ variant: 'link' })}>
                <ExternalLink aria-hidden="true" />
                {t('editor.view')}
              </Link>
            </>
          ) : null}
          {project ? (
            <Button
              type="button"
              variant="ghost"
              className="ms-auto text-red-700"
              onClick={() => setConfirmingDelete(true)}
              disabled={isBusy}
            >
              <Trash2 aria-hidden="true" />
              {t('editor.actions.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      {isConfirmingDelete && project ? (
        <DeleteProjectDialog
          title={project.title}
          isWorking={remove.isPending}
          onConfirm={() => void onDelete()}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </>
  );
};
