import { z } from 'zod';
import { SITE_LANGUAGE_CODES, type SiteLanguage } from '../languages';
import { MAX_VIDEO_SECONDS, YOUTUBE_ID_PATTERN } from '../university';

/** The languages a title and description may be translated into: English is the text itself. */
export const UNIVERSITY_TRANSLATION_LANGUAGES = SITE_LANGUAGE_CODES.filter(
  (code): code is Exclude<SiteLanguage, 'en'> => code !== 'en',
);

const title = z.string().trim().min(1).max(160);
const description = z.string().trim().max(2000);

/** `GET /api/university`: the language to show (English without it) and an optional search. */
export const universityCatalogQuerySchema = z.object({
  lng: z.enum(SITE_LANGUAGE_CODES).optional(),
  q: z.string().max(200).optional(),
});

export const universityVideoParamsSchema = z.object({ videoId: z.uuid() });
export const universityPlaylistParamsSchema = z.object({ playlistId: z.uuid() });

/** One step up or down in the list the item belongs to (the editor's Move up / Move down buttons). */
export const universityMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type UniversityMoveInput = z.input<typeof universityMoveSchema>;

export const universityTranslationSchema = z.object({
  language: z.enum(UNIVERSITY_TRANSLATION_LANGUAGES as [Exclude<SiteLanguage, 'en'>, ...Exclude<SiteLanguage, 'en'>[]]),
  title,
  description,
});
export type UniversityTranslation = z.output<typeof universityTranslationSchema>;

const translations = z
  .array(universityTranslationSchema)
  .max(UNIVERSITY_TRANSLATION_LANGUAGES.length)
  .refine((list) => new Set(list.map((entry) => entry.language)).size === list.length, {
    message: 'One translation per language',
  });

/** Lower-case words joined by single hyphens: the playlist's anchor on /university (`#getting-started`). */
export const universitySlugSchema = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const playlistFields = z.object({
  slug: universitySlugSchema,
  title,
  description,
  isPublished: z.boolean(),
  translations,
});

export const createUniversityPlaylistSchema = playlistFields.extend({
  isPublished: z.boolean().default(true),
  translations: translations.default([]),
});
export type CreateUniversityPlaylistInput = z.input<typeof createUniversityPlaylistSchema>;

export const updateUniversityPlaylistSchema = playlistFields
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateUniversityPlaylistInput = z.input<typeof updateUniversityPlaylistSchema>;

/** An 11-character YouTube id; the player loads it from youtube-nocookie.com on the visitor's press only. */
export const youtubeIdSchema = z.string().trim().regex(YOUTUBE_ID_PATTERN);
/** A video file the browser plays itself: https only. */
export const videoUrlSchema = z
  .url({ protocol: /^https$/ })
  .trim()
  .max(2000);

const videoFields = z.object({
  title,
  description,
  youtubeId: youtubeIdSchema.nullable(),
  videoUrl: videoUrlSchema.nullable(),
  durationSeconds: z.number().int().min(1).max(MAX_VIDEO_SECONDS),
  isPublished: z.boolean(),
  translations,
});

/** A video plays from exactly one source: a YouTube id or a video URL. */
const hasOneSource = (value: { youtubeId?: string | null; videoUrl?: string | null }) =>
  (value.youtubeId ? 1 : 0) + (value.videoUrl ? 1 : 0) === 1;
const oneSource = { message: 'Give a YouTube id or a video URL, not both', path: ['youtubeId'] };

export const createUniversityVideoSchema = videoFields
  .extend({
    youtubeId: youtubeIdSchema.nullable().default(null),
    videoUrl: videoUrlSchema.nullable().default(null),
    isPublished: z.boolean().default(true),
    translations: translations.default([]),
  })
  .refine(hasOneSource, oneSource);
export type CreateUniversityVideoInput = z.input<typeof createUniversityVideoSchema>;

/**
 * A partial edit; `playlistId` moves the video to the end of another playlist. Either source field replaces the
 * source as a whole (the other one is cleared), so together they must still name exactly one.
 */
export const updateUniversityVideoSchema = videoFields
  .extend({ playlistId: z.uuid() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' })
  .refine((value) => (value.youtubeId === undefined && value.videoUrl === undefined) || hasOneSource(value), oneSource);
export type UpdateUniversityVideoInput = z.input<typeof updateUniversityVideoSchema>;
