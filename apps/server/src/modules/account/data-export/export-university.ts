import { asc, eq } from 'drizzle-orm';
import { universityProgress, universityVideos } from '../../../db/schema';
import { type ExportSection, iso } from './export-types';

/** `university.json`: the university videos the caller has watched, by title and when. */
export const exportUniversity: ExportSection = async (db, subject) => {
  const watched = await db
    .select({
      videoId: universityProgress.videoId,
      title: universityVideos.title,
      watchedAt: universityProgress.watchedAt,
    })
    .from(universityProgress)
    .innerJoin(universityVideos, eq(universityVideos.id, universityProgress.videoId))
    .where(eq(universityProgress.userId, subject.userId))
    .orderBy(asc(universityProgress.watchedAt));
  return { watchedVideos: watched.map((row) => ({ ...row, watchedAt: iso(row.watchedAt) })) };
};
