import { Archive, ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';

interface ArchivableEditorActionsProps {
  /** The catalog with `editor.actions.{saving,save,create,archive,restore}`. */
  namespace: 'services-admin' | 'agents-admin';
  /** The saved record; none while creating one. */
  saved: { isActive: boolean } | undefined;
  isSaving: boolean;
  isBusy: boolean;
  /** Asks first (the editor opens its confirmation). */
  onArchive: () => void;
  onRestore: () => void;
}

/** Save (or Create), then Archive for an active record or Restore for an archived one. */
export const ArchivableEditorActions = ({
  namespace,
  saved,
  isSaving,
  isBusy,
  onArchive,
  onRestore,
}: ArchivableEditorActionsProps) => {
  const { t } = useTranslation(namespace);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton isPending={isSaving} pendingLabel={t('editor.actions.saving')} disabled={isBusy}>
        {t(saved ? 'editor.actions.save' : 'editor.actions.create')}
      </SubmitButton>
      {saved?.isActive ? (
        <Button type="button" variant="ghost" className="ms-auto text-red-700" onClick={onArchive} disabled={isBusy}>
          <Archive aria-hidden="true" />
          {t('editor.actions.archive')}
        </Button>
      ) : null}
      {saved && !saved.isActive ? (
        <Button type="button" variant="outline" className="ms-auto" onClick={onRestore} disabled={isBusy}>
          <ArchiveRestore aria-hidden="true" />
          {t('editor.actions.restore')}
        </Button>
      ) : null}
    </div>
  );
};
