import {
  type AdminUniversityVideo,
  type CreateUniversityVideoInput,
  formatDuration,
  MAX_VIDEO_SECONDS,
  parseDuration,
  universityTranslationSchema,
  videoUrlSchema,
  youtubeIdSchema,
} from '@receptiva/shared';
import { z } from 'zod';
import { useZodForm } from '@/components/ui/use-zod-form';

/** The form's own shape: the source as a choice, the length as `m:ss` text; `toVideoInput` turns it into the API's. */
const videoFormSchema = z
  .object({
    title: z.string().trim().min(1).max(160),
    description: z.string().trim().max(2000),
    sourceKind: z.enum(['youtube', 'url']),
    youtubeId: z.string(),
    videoUrl: z.string(),
    duration: z.string(),
    isPublished: z.boolean(),
    playlistId: z.string(),
    translations: z.array(universityTranslationSchema),
  })
  .superRefine((value, context) => {
    if (value.sourceKind === 'youtube' && !youtubeIdSchema.safeParse(youtubeIdFrom(value.youtubeId)).success) {
      context.addIssue({ code: 'custom', path: ['youtubeId'], message: 'youtubeId' });
    }
    if (value.sourceKind === 'url' && !videoUrlSchema.safeParse(value.videoUrl).success) {
      context.addIssue({ code: 'custom', path: ['videoUrl'], message: 'videoUrl' });
    }
    const seconds = parseDuration(value.duration);
    if (seconds === null || seconds < 1 || seconds > MAX_VIDEO_SECONDS) {
      context.addIssue({ code: 'custom', path: ['duration'], message: 'duration' });
    }
  });

export type VideoFormValues = z.input<typeof videoFormSchema>;

/** A pasted watch or share link gives its id: `youtube.com/watch?v=…`, `youtu.be/…`, `…/embed/…`. */
export function youtubeIdFrom(text: string): string {
  const trimmed = text.trim();
  const match = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})/.exec(trimmed);
  return match?.[1] ?? trimmed;
}

export const newVideoValues = (playlistId: string): VideoFormValues => ({
  title: '',
  description: '',
  sourceKind: 'youtube',
  youtubeId: '',
  videoUrl: '',
  duration: '',
  isPublished: true,
  playlistId,
  translations: [],
});

export const videoFormValuesOf = (video: AdminUniversityVideo): VideoFormValues => ({
  title: video.title,
  description: video.description,
  sourceKind: video.youtubeId ? 'youtube' : 'url',
  youtubeId: video.youtubeId ?? '',
  videoUrl: video.videoUrl ?? '',
  duration: formatDuration(video.durationSeconds),
  isPublished: video.isPublished,
  playlistId: video.playlistId,
  translations: video.translations,
});

/** What the API takes: one source, the other cleared, and the length in seconds. */
export const toVideoInput = (values: VideoFormValues): Required<CreateUniversityVideoInput> => ({
  title: values.title.trim(),
  description: values.description.trim(),
  youtubeId: values.sourceKind === 'youtube' ? youtubeIdFrom(values.youtubeId) : null,
  videoUrl: values.sourceKind === 'url' ? values.videoUrl.trim() : null,
  durationSeconds: parseDuration(values.duration) ?? 0,
  isPublished: values.isPublished,
  translations: values.translations,
});

export const useVideoForm = (defaultValues: VideoFormValues) => useZodForm(videoFormSchema, { defaultValues });

export type VideoForm = ReturnType<typeof useVideoForm>;
