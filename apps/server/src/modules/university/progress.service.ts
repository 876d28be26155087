import type { UniversityProgress, WatchedVideo } from '@receptiva/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { universityPlaylists, universityProgress, universityVideos } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const published = and(eq(universityVideos.isPublished, true), eq(universityPlaylists.isPublished, true));

/** A video a visitor can see (published, in a published playlist), or NOT_FOUND. */
async function assertVisibleVideo(db: Db, videoId: string): Promise<void> {
  const [row] = await db
    .select({ id: universityVideos.id })
    .from(universityVideos)
    .innerJoin(universityPlaylists, eq(universityPlaylists.id, universityVideos.playlistId))
    .where(and(eq(universityVideos.id, videoId), published))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such video.', { videoId: 'Unknown video.' });
}

/** `GET /api/university/progress`: the caller's own watched videos, among those still shown. */
export async function getUniversityProgress(db: Db, userId: string): Promise<UniversityProgress> {
  const rows = await db
    .select({ videoId: universityProgress.videoId, watchedAt: universityProgress.watchedAt })
    .from(universityProgress)
    .innerJoin(universityVideos, eq(universityVideos.id, universityProgress.videoId))
    .innerJoin(universityPlaylists, eq(universityPlaylists.id, universityVideos.playlistId))
    .where(and(eq(universityProgress.userId, userId), published))
    .orderBy(asc(universityProgress.watchedAt));
  return { watched: rows.map((row) => ({ videoId: row.videoId, watchedAt: row.watchedAt.toISOString() })) };
}

/** `PUT /api/university/progress/{videoId}`: idempotent; a second call keeps the first time it was watched. */
export async function markVideoWatched(db: Db, userId: string, videoId: string): Promise<WatchedVideo> {
  await assertVisibleVideo(db, videoId);
  await db.insert(universityProgress).values({ userId, videoId }).onConflictDoNothing();
  const [row] = await db
    .select({ watchedAt: universityProgress.watchedAt })
    .from(universityProgress)
    .where(and(eq(universityProgress.userId, userId), eq(universityProgress.videoId, videoId)));
  return { videoId, watchedAt: (row?.watchedAt ?? new Date()).toISOString() };
}

/** `DELETE /api/university/progress/{videoId}`: idempotent; the video counts as not watched again. */
export async function unmarkVideoWatched(db: Db, userId: string, videoId: string) {
  await assertVisibleVideo(db, videoId);
  await db
    .delete(universityProgress)
    .where(and(eq(universityProgress.userId, userId), eq(universityProgress.videoId, videoId)));
  return { videoId, watched: false as const };
}
