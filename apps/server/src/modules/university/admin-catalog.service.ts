import type { AdminUniversityCatalog, AdminUniversityPlaylist } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { universityPlaylists, universityVideos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { playlistOrder, videoOrder } from './university-order';
import { adminPlaylistOf, type PlaylistRow } from './university-views';

export const playlistNotFound = () =>
  new AppError('NOT_FOUND', 'No such playlist.', { playlistId: 'Unknown playlist.' });
export const videoNotFound = () => new AppError('NOT_FOUND', 'No such video.', { videoId: 'Unknown video.' });

/** `GET /api/admin/university`: every playlist and video, drafts included, in display order. */
export async function listAdminUniversity(db: Db): Promise<AdminUniversityCatalog> {
  const playlists = await db
    .select()
    .from(universityPlaylists)
    .orderBy(...playlistOrder);
  const videos = await db
    .select()
    .from(universityVideos)
    .orderBy(...videoOrder);
  return {
    playlists: playlists.map((playlist) =>
      adminPlaylistOf(
        playlist,
        videos.filter((video) => video.playlistId === playlist.id),
      ),
    ),
  };
}

/** One playlist with its videos, as the editor shows it. */
export async function adminPlaylistView(db: Db, playlist: PlaylistRow): Promise<AdminUniversityPlaylist> {
  const videos = await db
    .select()
    .from(universityVideos)
    .where(eq(universityVideos.playlistId, playlist.id))
    .orderBy(...videoOrder);
  return adminPlaylistOf(playlist, videos);
}

/** The playlist, locked until the transaction ends, or NOT_FOUND. */
export async function lockPlaylist(db: Db, playlistId: string): Promise<PlaylistRow> {
  const [row] = await db.select().from(universityPlaylists).where(eq(universityPlaylists.id, playlistId)).for('update');
  if (!row) throw playlistNotFound();
  return row;
}
