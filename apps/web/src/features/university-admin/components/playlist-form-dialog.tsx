import type { AdminUniversityPlaylist, CreateUniversityPlaylistInput } from '@receptiva/shared';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSavePlaylist } from '../api/save-playlist';
import { fieldErrorText } from '../utils/field-error';
import { notifyEditorFailure, notifyEditorSuccess } from '../utils/notices';
import { NEW_PLAYLIST, playlistFormValuesOf, slugOf, usePlaylistForm } from '../utils/playlist-form';
import { FormActions } from './form-actions';
import { PublishedField } from './published-field';
import { TranslationFields, type TranslationsForm } from './translation-fields';

interface PlaylistFormDialogProps {
  /** The playlist to edit; a new one when absent. */
  playlist?: AdminUniversityPlaylist;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Creates or edits a playlist: slug (its anchor on /university), texts, translations and the published switch. */
export const PlaylistFormDialog = ({ playlist, onClose, returnFocusTo }: PlaylistFormDialogProps) => {
  const { t } = useTranslation('university-admin');
  const id = useId();
  const save = useSavePlaylist();
  const [initial] = useState(() => (playlist ? playlistFormValuesOf(playlist) : NEW_PLAYLIST));
  const form = usePlaylistForm(initial);
  const { register, control, handleSubmit, formState, setValue, getFieldState, showServerErrors } = form;
  const busy = formState.isSubmitting;
  const title = playlist ? t('playlist.editTitle') : t('playlist.newTitle');

  const titleField = register('title', {
    // A new playlist's slug follows its title until someone edits the slug itself.
    onChange: (event) => {
      if (!playlist && !getFieldState('slug').isDirty) setValue('slug', slugOf(String(event.target.value)));
    },
  });

  const onSubmit = async (values: CreateUniversityPlaylistInput) => {
    try {
      await save.mutateAsync(playlist ? { playlistId: playlist.id, input: values } : { input: values });
      notifyEditorSuccess(playlist ? t('notices.playlistSaved') : t('notices.playlistCreated'));
      onClose();
    } catch (error) {
      const isSlugTaken = error instanceof ApiError && error.code === 'CONFLICT';
      const shown =
        error instanceof ApiError &&
        showServerErrors(error, {
          slug: { field: 'slug', message: isSlugTaken ? t('form.errors.slugTaken') : t('form.errors.slug') },
          title: { field: 'title', message: t('form.errors.title') },
          description: { field: 'description', message: t('form.errors.description') },
        }) > 0;
      if (!shown) notifyEditorFailure(t('notices.saveFailed'), 'Saving a playlist', error);
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      isBusy={busy}
      title={title}
      description={t('playlist.formDescription')}
    >
      <form noValidate aria-label={title} onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <FormField
          id={`${id}-title`}
          label={t('form.fields.title')}
          required
          error={fieldErrorText(formState.errors.title, 'title', t)}
        >
          <Input autoComplete="off" {...titleField} />
        </FormField>
        <FormField
          id={`${id}-slug`}
          label={t('form.fields.slug')}
          required
          hint={t('form.hints.slug')}
          error={fieldErrorText(formState.errors.slug, 'slug', t)}
        >
          <Input autoComplete="off" spellCheck={false} {...register('slug')} />
        </FormField>
        <FormField
          id={`${id}-description`}
          label={t('form.fields.description')}
          error={fieldErrorText(formState.errors.description, 'description', t)}
        >
          <Textarea rows={3} {...register('description')} />
        </FormField>
        <Controller
          control={control}
          name="isPublished"
          render={({ field }) => (
            <PublishedField
              label={t('form.fields.published')}
              hint={t('form.hints.playlistPublished')}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <TranslationFields form={form as unknown as TranslationsForm} />
        <FormActions isBusy={busy} />
      </form>
    </ModalDialog>
  );
};
