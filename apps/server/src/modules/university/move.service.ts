import type { UniversityMoveInput } from '@receptiva/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { universityPlaylists, universityVideos } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';
import { playlistNotFound, videoNotFound } from './admin-catalog.service';
import { recordUniversityAudit } from './university-audit';
import { playlistOrder, videoOrder } from './university-order';

type Direction = UniversityMoveInput['direction'];

/** The list with the item at `index` swapped with its neighbour, or null when it is already at that end. */
function reordered<T>(list: readonly T[], index: number, direction: Direction): T[] | null {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= list.length) return null;
  const next = [...list];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * `POST /api/admin/university/playlists/{id}/move`: one place up or down. The whole list is locked and renumbered
 * (10, 20, 30…), so positions stay distinct whatever they were before.
 */
export async function movePlaylist(db: Db, actor: AuditActor, playlistId: string, direction: Direction) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(universityPlaylists)
      .orderBy(...playlistOrder)
      .for('update');
    const index = rows.findIndex((row) => row.id === playlistId);
    if (index < 0) throw playlistNotFound();
    const next = reordered(rows, index, direction);
    if (!next) return { moved: false };
    for (const [position, row] of next.entries()) {
      const sortOrder = (position + 1) * 10;
      if (row.sortOrder !== sortOrder) {
        await tx.update(universityPlaylists).set({ sortOrder }).where(eq(universityPlaylists.id, row.id));
      }
    }
    const moved = rows[index]!;
    await recordUniversityAudit(tx, {
      actor,
      action: 'university.playlist_moved',
      subject: { type: 'university_playlist', id: moved.id, label: moved.title },
      changes: { position: { from: index + 1, to: next.indexOf(moved) + 1 } },
    });
    return { moved: true };
  });
}

/** `POST /api/admin/university/videos/{id}/move`: one place up or down within its playlist. */
export async function moveVideo(db: Db, actor: AuditActor, videoId: string, direction: Direction) {
  return db.transaction(async (tx) => {
    const [video] = await tx
      .select({ playlistId: universityVideos.playlistId })
      .from(universityVideos)
      .where(eq(universityVideos.id, videoId));
    if (!video) throw videoNotFound();
    const rows = await tx
      .select()
      .from(universityVideos)
      .where(inArray(universityVideos.playlistId, [video.playlistId]))
      .orderBy(...videoOrder)
      .for('update');
    const index = rows.findIndex((row) => row.id === videoId);
    if (index < 0) throw videoNotFound();
    const next = reordered(rows, index, direction);
    if (!next) return { moved: false };
    for (const [position, row] of next.entries()) {
      const sortOrder = (position + 1) * 10;
      if (row.sortOrder !== sortOrder) {
        await tx.update(universityVideos).set({ sortOrder }).where(eq(universityVideos.id, row.id));
      }
    }
    const moved = rows[index]!;
    await recordUniversityAudit(tx, {
      actor,
      action: 'university.video_moved',
      subject: { type: 'university_video', id: moved.id, label: moved.title },
      changes: { position: { from: index + 1, to: next.indexOf(moved) + 1 } },
    });
    return { moved: true };
  });
}
