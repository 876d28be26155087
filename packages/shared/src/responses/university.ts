// Response schemas of the university (issue 14); the web imports only the types.
import { z } from 'zod';
import { universityTranslationSchema } from '../schemas/university';

/** A published video as a visitor reads it: title and description in the asked language, else English. */
export const universityVideoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  youtubeId: z.string().nullable(),
  videoUrl: z.string().nullable(),
  durationSeconds: z.number().int(),
  /** The language of the title and description: the asked one, or `en` where there is no translation. */
  lang: z.string(),
});
export type UniversityVideo = z.infer<typeof universityVideoSchema>;

export const universityPlaylistSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  lang: z.string(),
  videos: z.array(universityVideoSchema),
});
export type UniversityPlaylist = z.infer<typeof universityPlaylistSchema>;

/** `GET /api/university`: the published playlists that hold a published video, in order, videos in order. */
export const universityCatalogSchema = z.object({
  language: z.string(),
  playlists: z.array(universityPlaylistSchema),
});
export type UniversityCatalog = z.infer<typeof universityCatalogSchema>;

export const watchedVideoSchema = z.object({ videoId: z.uuid(), watchedAt: z.string() });
export type WatchedVideo = z.infer<typeof watchedVideoSchema>;

/** `GET /api/university/progress`: the caller's watched videos (published ones only). */
export const universityProgressSchema = z.object({ watched: z.array(watchedVideoSchema) });
export type UniversityProgress = z.infer<typeof universityProgressSchema>;

export const unwatchedVideoSchema = z.object({ videoId: z.uuid(), watched: z.literal(false) });

/** A video as the editor sees it: English texts, every translation, the source and whether it is published. */
export const adminUniversityVideoSchema = universityVideoSchema.omit({ lang: true }).extend({
  playlistId: z.uuid(),
  isPublished: z.boolean(),
  translations: z.array(universityTranslationSchema),
  updatedAt: z.string(),
});
export type AdminUniversityVideo = z.infer<typeof adminUniversityVideoSchema>;

export const adminUniversityPlaylistSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  isPublished: z.boolean(),
  translations: z.array(universityTranslationSchema),
  updatedAt: z.string(),
  videos: z.array(adminUniversityVideoSchema),
});
export type AdminUniversityPlaylist = z.infer<typeof adminUniversityPlaylistSchema>;

/** `GET /api/admin/university`: every playlist and video, drafts included, in display order. */
export const adminUniversityCatalogSchema = z.object({ playlists: z.array(adminUniversityPlaylistSchema) });
export type AdminUniversityCatalog = z.infer<typeof adminUniversityCatalogSchema>;

export const adminUniversityPlaylistResultSchema = z.object({ playlist: adminUniversityPlaylistSchema });
export const adminUniversityVideoResultSchema = z.object({ video: adminUniversityVideoSchema });
/** A move answers whether anything moved (not at the first or last place already). */
export const universityMovedSchema = z.object({ moved: z.boolean() });
