import { isSiteLanguage, type KnowledgeDocument, type SiteLanguage } from '@receptiva/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query-rows';
import { type ContentTranslations, universityPlaylists, universityVideos } from '../../../db/schema';
import type { KnowledgeSource } from '../../../lib/assistant/types';

interface Texts {
  title: string;
  description: string;
  translations: ContentTranslations;
}

/** The English text and every translation of a playlist or a video, one document each. */
function inEveryLanguage(texts: Texts, url: (title: string) => string): KnowledgeDocument[] {
  const versions: [string, { title: string; description: string }][] = [
    ['en', texts],
    ...Object.entries(texts.translations),
  ];
  return versions
    .filter((entry): entry is [SiteLanguage, { title: string; description: string }] => isSiteLanguage(entry[0]))
    .map(([language, { title, description }]) => ({
      kind: 'university',
      title,
      url: url(title),
      language,
      text: description || title,
    }));
}

/** The published university playlists (anchored on /university) and their videos (found with /university?q=). */
export const universityKnowledgeSource: KnowledgeSource = {
  name: 'university',
  async version(db) {
    const [row] = await queryRows<{ version: string }>(
      db,
      sql`select concat_ws(':',
        (select count(*) from ${universityPlaylists}), (select max(${universityPlaylists.updatedAt}) from ${universityPlaylists}),
        (select count(*) from ${universityVideos}), (select max(${universityVideos.updatedAt}) from ${universityVideos})
      ) as version`,
    );
    return row?.version ?? '';
  },
  async documents(db) {
    const playlists = await db
      .select()
      .from(universityPlaylists)
      .where(eq(universityPlaylists.isPublished, true))
      .orderBy(asc(universityPlaylists.sortOrder));
    const videos = await db
      .select({ video: universityVideos })
      .from(universityVideos)
      .innerJoin(universityPlaylists, eq(universityPlaylists.id, universityVideos.playlistId))
      .where(and(eq(universityVideos.isPublished, true), eq(universityPlaylists.isPublished, true)))
      .orderBy(asc(universityVideos.sortOrder));
    return [
      ...playlists.flatMap((playlist) => inEveryLanguage(playlist, () => `/university#${playlist.slug}`)),
      ...videos.flatMap(({ video }) => inEveryLanguage(video, (title) => `/university?q=${encodeURIComponent(title)}`)),
    ];
  },
};
