import { ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import type { AdminContentNamespace } from './admin-content-namespace';
import type { ContentEditor, ContentStatus } from './use-content-editor';

interface ContentEditorActionsProps {
  namespace: AdminContentNamespace;
  editor: ContentEditor;
  /** The saved item's status and public address; none for a new one. */
  saved: { status: ContentStatus; publicHref: string } | undefined;
}

/** Save (or Create), Publish or Unpublish with View, and Delete, which asks first. */
export const ContentEditorActions = ({ namespace, editor, saved }: ContentEditorActionsProps) => {
  const { t } = useTranslation(namespace);
  const working = t('editor.actions.working');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton isPending={editor.isSaving} pendingLabel={t('editor.actions.saving')} disabled={editor.isBusy}>
        {t(saved ? 'editor.actions.save' : 'editor.actions.create')}
      </SubmitButton>
      {saved?.status === 'draft' ? (
        <Button type="button" variant="secondary" onClick={() => void editor.onPublish()} disabled={editor.isBusy}>
          {editor.isChangingStatus ? working : t('editor.actions.publish')}
        </Button>
      ) : null}
      {saved?.status === 'published' ? (
        <>
          <Button type="button" variant="outline" onClick={() => void editor.onUnpublish()} disabled={editor.isBusy}>
            {editor.isChangingStatus ? working : t('editor.actions.unpublish')}
          </Button>
          <Link to={saved.publicHref} className={buttonClasses({ variant: 'link' })}>
            <ExternalLink aria-hidden="true" />
            {t('editor.view')}
          </Link>
        </>
      ) : null}
      {saved ? (
        <Button
          type="button"
          variant="ghost"
          className="ms-auto text-red-700"
          onClick={() => editor.setConfirmingDelete(true)}
          disabled={editor.isBusy}
        >
          <Trash2 aria-hidden="true" />
          {t('editor.actions.delete')}
        </Button>
      ) : null}
    </div>
  );
};
