import { type SiteLanguage, searchUniversity, type UniversityCatalog } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { universityPlaylists, universityVideos } from '../../db/schema';
import { playlistOrder, videoOrder } from './university-order';
import { publicPlaylistOf, type VideoRow } from './university-views';

/**
 * `GET /api/university`: the published playlists with their published videos, in order, in `language` where
 * translated. A playlist without a published video is not shown. Public and the same for everyone, so
 * /university is server-rendered with it (decision 008).
 */
export async function listUniversity(db: Db, language: SiteLanguage, query = ''): Promise<UniversityCatalog> {
  const playlists = await db
    .select()
    .from(universityPlaylists)
    .where(eq(universityPlaylists.isPublished, true))
    .orderBy(...playlistOrder);
  const videos = await db
    .select({ video: universityVideos })
    .from(universityVideos)
    .innerJoin(universityPlaylists, eq(universityPlaylists.id, universityVideos.playlistId))
    .where(and(eq(universityVideos.isPublished, true), eq(universityPlaylists.isPublished, true)))
    .orderBy(...videoOrder);
  const byPlaylist = new Map<string, VideoRow[]>();
  for (const { video } of videos)
    byPlaylist.set(video.playlistId, [...(byPlaylist.get(video.playlistId) ?? []), video]);
  const shown = playlists
    .filter((playlist) => byPlaylist.has(playlist.id))
    .map((playlist) => publicPlaylistOf(playlist, byPlaylist.get(playlist.id) ?? [], language));
  return { language, playlists: searchUniversity(shown, query) };
}
