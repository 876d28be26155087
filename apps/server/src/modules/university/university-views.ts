import type {
  AdminUniversityPlaylist,
  AdminUniversityVideo,
  SiteLanguage,
  UniversityPlaylist,
  UniversityTranslation,
  UniversityVideo,
} from '@receptiva/shared';
import type { ContentTranslations, universityPlaylists, universityVideos } from '../../db/schema';

export type PlaylistRow = typeof universityPlaylists.$inferSelect;
export type VideoRow = typeof universityVideos.$inferSelect;

/** The title and description in `language` when translated there, else the English ones. */
const textIn = (row: PlaylistRow | VideoRow, language: SiteLanguage) => {
  const translated = language === 'en' ? undefined : row.translations[language];
  return translated?.title
    ? { title: translated.title, description: translated.description, lang: language }
    : { title: row.title, description: row.description, lang: 'en' };
};

export const publicVideoOf = (row: VideoRow, language: SiteLanguage): UniversityVideo => ({
  id: row.id,
  ...textIn(row, language),
  youtubeId: row.youtubeId,
  videoUrl: row.videoUrl,
  durationSeconds: row.durationSeconds,
});

export const publicPlaylistOf = (
  row: PlaylistRow,
  videos: readonly VideoRow[],
  language: SiteLanguage,
): UniversityPlaylist => ({
  id: row.id,
  slug: row.slug,
  ...textIn(row, language),
  videos: videos.map((video) => publicVideoOf(video, language)),
});

/** Stored as `{ es: { title, description } }`; the API lists them, in the site's language order. */
export const translationListOf = (translations: ContentTranslations): UniversityTranslation[] =>
  Object.entries(translations)
    .map(([language, text]) => ({ language, ...text }) as UniversityTranslation)
    .sort((a, b) => a.language.localeCompare(b.language));

export const translationMapOf = (list: readonly UniversityTranslation[]): ContentTranslations =>
  Object.fromEntries(list.map(({ language, title, description }) => [language, { title, description }]));

export const adminVideoOf = (row: VideoRow): AdminUniversityVideo => ({
  id: row.id,
  playlistId: row.playlistId,
  title: row.title,
  description: row.description,
  youtubeId: row.youtubeId,
  videoUrl: row.videoUrl,
  durationSeconds: row.durationSeconds,
  isPublished: row.isPublished,
  translations: translationListOf(row.translations),
  updatedAt: row.updatedAt.toISOString(),
});

export const adminPlaylistOf = (row: PlaylistRow, videos: readonly VideoRow[]): AdminUniversityPlaylist => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  isPublished: row.isPublished,
  translations: translationListOf(row.translations),
  updatedAt: row.updatedAt.toISOString(),
  videos: videos.map(adminVideoOf),
});

/** The same translations in the order the API lists them, so an edit that only reorders them changes nothing. */
export const normalizedTranslations = (list: readonly UniversityTranslation[]): UniversityTranslation[] =>
  translationListOf(translationMapOf(list));
