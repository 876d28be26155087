import type { AdminUniversityPlaylist, AdminUniversityVideo } from '@receptiva/shared';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSaveVideo } from '../api/save-video';
import { fieldErrorText } from '../utils/field-error';
import { notifyEditorFailure, notifyEditorSuccess } from '../utils/notices';
import {
  newVideoValues,
  toVideoInput,
  useVideoForm,
  type VideoFormValues,
  videoFormValuesOf,
} from '../utils/video-form';
import { FormActions } from './form-actions';
import { PublishedField } from './published-field';
import { TranslationFields, type TranslationsForm } from './translation-fields';

interface VideoFormDialogProps {
  playlists: readonly AdminUniversityPlaylist[];
  /** Where a new video goes. */
  playlistId: string;
  /** The video to edit; a new one when absent. */
  video?: AdminUniversityVideo;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Creates or edits a video: texts, its one source (a YouTube id or an https file URL), length, playlist, state. */
export const VideoFormDialog = ({ playlists, playlistId, video, onClose, returnFocusTo }: VideoFormDialogProps) => {
  const { t } = useTranslation('university-admin');
  const id = useId();
  const save = useSaveVideo();
  const [initial] = useState(() => (video ? videoFormValuesOf(video) : newVideoValues(playlistId)));
  const form = useVideoForm(initial);
  const { register, control, handleSubmit, formState, watch, showServerErrors } = form;
  const busy = formState.isSubmitting;
  const sourceKind = watch('sourceKind');
  const title = video ? t('video.editTitle') : t('video.newTitle');
  const errors = formState.errors;

  const onSubmit = async (values: VideoFormValues) => {
    const input = toVideoInput(values);
    try {
      await save.mutateAsync(
        video
          ? { videoId: video.id, input: { ...input, playlistId: values.playlistId } }
          : { playlistId: values.playlistId, input },
      );
      notifyEditorSuccess(video ? t('notices.videoSaved') : t('notices.videoCreated'));
      onClose();
    } catch (error) {
      const shown =
        error instanceof ApiError &&
        showServerErrors(error, {
          title: { field: 'title', message: t('form.errors.title') },
          description: { field: 'description', message: t('form.errors.description') },
          youtubeId: { field: 'youtubeId', message: t('form.errors.youtubeId') },
          videoUrl: { field: 'videoUrl', message: t('form.errors.videoUrl') },
          durationSeconds: { field: 'duration', message: t('form.errors.duration') },
        }) > 0;
      if (!shown) notifyEditorFailure(t('notices.saveFailed'), 'Saving a video', error);
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      isBusy={busy}
      title={title}
      description={t('video.formDescription')}
    >
      <form noValidate aria-label={title} onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <FormField
          id={`${id}-title`}
          label={t('form.fields.title')}
          required
          error={fieldErrorText(errors.title, 'title', t)}
        >
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <FormField
          id={`${id}-description`}
          label={t('form.fields.description')}
          error={fieldErrorText(errors.description, 'description', t)}
        >
          <Textarea rows={3} {...register('description')} />
        </FormField>
        <FormField id={`${id}-source`} label={t('form.fields.source')}>
          <NativeSelect {...register('sourceKind')}>
            <option value="youtube">{t('form.sources.youtube')}</option>
            <option value="url">{t('form.sources.url')}</option>
          </NativeSelect>
        </FormField>
        {sourceKind === 'youtube' ? (
          <FormField
            id={`${id}-youtube`}
            label={t('form.fields.youtubeId')}
            required
            hint={t('form.hints.youtubeId')}
            error={fieldErrorText(errors.youtubeId, 'youtubeId', t)}
          >
            <Input autoComplete="off" spellCheck={false} {...register('youtubeId')} />
          </FormField>
        ) : (
          <FormField
            id={`${id}-url`}
            label={t('form.fields.videoUrl')}
            required
            hint={t('form.hints.videoUrl')}
            error={fieldErrorText(errors.videoUrl, 'videoUrl', t)}
          >
            <Input type="url" inputMode="url" autoComplete="off" {...register('videoUrl')} />
          </FormField>
        )}
        <div className={video ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
          <FormField
            id={`${id}-duration`}
            label={t('form.fields.duration')}
            required
            hint={t('form.hints.duration')}
            error={fieldErrorText(errors.duration, 'duration', t)}
          >
            <Input autoComplete="off" inputMode="numeric" placeholder="4:30" {...register('duration')} />
          </FormField>
          {video ? (
            <FormField id={`${id}-playlist`} label={t('form.fields.playlist')}>
              <NativeSelect {...register('playlistId')}>
                {playlists.map((playlist) => (
                  <option key={playlist.id} value={playlist.id}>
                    {playlist.title}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
        </div>
        <Controller
          control={control}
          name="isPublished"
          render={({ field }) => (
            <PublishedField
              label={t('form.fields.published')}
              hint={t('form.hints.videoPublished')}
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
