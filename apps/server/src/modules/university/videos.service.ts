import type { AdminUniversityVideo, createUniversityVideoSchema, updateUniversityVideoSchema } from '@receptiva/shared';
import { eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { universityVideos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields } from '../../lib/audit/record-audit';
import { lockPlaylist, videoNotFound } from './admin-catalog.service';
import { recordUniversityAudit } from './university-audit';
import {
  adminVideoOf,
  normalizedTranslations,
  translationListOf,
  translationMapOf,
  type VideoRow,
} from './university-views';

type CreateInput = z.output<typeof createUniversityVideoSchema>;
type UpdateInput = z.output<typeof updateUniversityVideoSchema>;

const editableFields = (row: VideoRow) => ({
  playlistId: row.playlistId,
  title: row.title,
  description: row.description,
  youtubeId: row.youtubeId,
  videoUrl: row.videoUrl,
  durationSeconds: row.durationSeconds,
  isPublished: row.isPublished,
  translations: translationListOf(row.translations),
});

async function nextSortOrder(db: Db, playlistId: string): Promise<number> {
  const [last] = await db
    .select({ value: max(universityVideos.sortOrder) })
    .from(universityVideos)
    .where(eq(universityVideos.playlistId, playlistId));
  return (last?.value ?? 0) + 10;
}

async function lockVideo(db: Db, videoId: string): Promise<VideoRow> {
  const [row] = await db.select().from(universityVideos).where(eq(universityVideos.id, videoId)).for('update');
  if (!row) throw videoNotFound();
  return row;
}

/** `POST /api/admin/university/playlists/{id}/videos`: a new video, last in its playlist. */
export async function createVideo(
  db: Db,
  actor: AuditActor,
  playlistId: string,
  input: CreateInput,
): Promise<AdminUniversityVideo> {
  return db.transaction(async (tx) => {
    const playlist = await lockPlaylist(tx, playlistId);
    const [row] = await tx
      .insert(universityVideos)
      .values({
        playlistId: playlist.id,
        title: input.title,
        description: input.description,
        youtubeId: input.youtubeId,
        videoUrl: input.videoUrl,
        durationSeconds: input.durationSeconds,
        isPublished: input.isPublished,
        translations: translationMapOf(input.translations),
        sortOrder: await nextSortOrder(tx, playlist.id),
      })
      .returning();
    await recordUniversityAudit(tx, {
      actor,
      action: 'university.video_created',
      subject: { type: 'university_video', id: row!.id, label: row!.title },
      changes: Object.fromEntries(Object.entries(editableFields(row!)).map(([k, to]) => [k, { from: null, to }])),
    });
    return adminVideoOf(row!);
  });
}

/**
 * `PATCH /api/admin/university/videos/{id}`: only what really changes is written and audited. A new source clears
 * the other one; a new playlist puts the video last in it.
 */
export async function updateVideo(
  db: Db,
  actor: AuditActor,
  videoId: string,
  input: UpdateInput,
): Promise<AdminUniversityVideo> {
  return db.transaction(async (tx) => {
    const row = await lockVideo(tx, videoId);
    const isNewSource = input.youtubeId !== undefined || input.videoUrl !== undefined;
    const wanted = {
      ...input,
      translations: input.translations && normalizedTranslations(input.translations),
      ...(isNewSource ? { youtubeId: input.youtubeId ?? null, videoUrl: input.videoUrl ?? null } : {}),
    };
    const changes = diffFields(editableFields(row), wanted);
    if (!changes) return adminVideoOf(row);
    let sortOrder: number | undefined;
    if (changes.playlistId) {
      const target = await lockPlaylist(tx, changes.playlistId.to as string).catch(() => {
        throw new AppError('VALIDATION_FAILED', 'No such playlist.', { playlistId: 'Unknown playlist.' });
      });
      sortOrder = await nextSortOrder(tx, target.id);
    }
    const to = <T>(field: string) => changes[field]?.to as T | undefined;
    const [updated] = await tx
      .update(universityVideos)
      .set({
        playlistId: to<string>('playlistId'),
        title: to<string>('title'),
        description: to<string>('description'),
        youtubeId: to<string | null>('youtubeId'),
        videoUrl: to<string | null>('videoUrl'),
        durationSeconds: to<number>('durationSeconds'),
        isPublished: to<boolean>('isPublished'),
        translations: input.translations && changes.translations ? translationMapOf(input.translations) : undefined,
        sortOrder,
        updatedAt: sql`now()`,
      })
      .where(eq(universityVideos.id, row.id))
      .returning();
    await recordUniversityAudit(tx, {
      actor,
      action: 'university.video_updated',
      subject: { type: 'university_video', id: row.id, label: updated!.title },
      changes,
    });
    return adminVideoOf(updated!);
  });
}

/** `DELETE /api/admin/university/videos/{id}`: the video and everyone's progress on it. */
export async function deleteVideo(db: Db, actor: AuditActor, videoId: string): Promise<{ removed: true }> {
  return db.transaction(async (tx) => {
    const row = await lockVideo(tx, videoId);
    await tx.delete(universityVideos).where(eq(universityVideos.id, row.id));
    await recordUniversityAudit(tx, {
      actor,
      action: 'university.video_deleted',
      subject: { type: 'university_video', id: row.id, label: row.title },
      changes: { playlistId: { from: row.playlistId, to: null } },
    });
    return { removed: true as const };
  });
}
