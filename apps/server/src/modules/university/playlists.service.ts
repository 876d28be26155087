import type {
  AdminUniversityPlaylist,
  createUniversityPlaylistSchema,
  updateUniversityPlaylistSchema,
} from '@receptiva/shared';
import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { universityPlaylists, universityVideos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields } from '../../lib/audit/record-audit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { adminPlaylistView, lockPlaylist } from './admin-catalog.service';
import { recordUniversityAudit } from './university-audit';
import { normalizedTranslations, type PlaylistRow, translationListOf, translationMapOf } from './university-views';

type CreateInput = z.output<typeof createUniversityPlaylistSchema>;
type UpdateInput = z.output<typeof updateUniversityPlaylistSchema>;

const SLUG_CONSTRAINT = 'university_playlists_slug_unique';
const slugTaken = () =>
  new AppError('CONFLICT', 'Another playlist already uses this slug.', {
    slug: 'Another playlist already uses this slug.',
  });

async function assertSlugFree(db: Db, slug: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: universityPlaylists.id })
    .from(universityPlaylists)
    .where(and(eq(universityPlaylists.slug, slug), exceptId ? ne(universityPlaylists.id, exceptId) : undefined));
  if (row) throw slugTaken();
}

/** Two editors saving the same slug at once: the index refuses the second, which hears the same message. */
async function withSlugCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw slugTaken();
    throw error;
  }
}

const editableFields = (row: PlaylistRow) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  isPublished: row.isPublished,
  translations: translationListOf(row.translations),
});

/** `POST /api/admin/university/playlists`: a new playlist, last in the order. */
export async function createPlaylist(db: Db, actor: AuditActor, input: CreateInput): Promise<AdminUniversityPlaylist> {
  return withSlugCheck(() =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, input.slug);
      const [last] = await tx.select({ value: max(universityPlaylists.sortOrder) }).from(universityPlaylists);
      const [row] = await tx
        .insert(universityPlaylists)
        .values({
          slug: input.slug,
          title: input.title,
          description: input.description,
          isPublished: input.isPublished,
          translations: translationMapOf(input.translations),
          sortOrder: (last?.value ?? 0) + 10,
        })
        .returning();
      await recordUniversityAudit(tx, {
        actor,
        action: 'university.playlist_created',
        subject: { type: 'university_playlist', id: row!.id, label: row!.title },
        changes: Object.fromEntries(Object.entries(editableFields(row!)).map(([k, to]) => [k, { from: null, to }])),
      });
      return adminPlaylistView(tx, row!);
    }),
  );
}

/** `PATCH /api/admin/university/playlists/{id}`: only what really changes is written and audited. */
export async function updatePlaylist(
  db: Db,
  actor: AuditActor,
  playlistId: string,
  input: UpdateInput,
): Promise<AdminUniversityPlaylist> {
  return withSlugCheck(() =>
    db.transaction(async (tx) => {
      const row = await lockPlaylist(tx, playlistId);
      const changes = diffFields(editableFields(row), {
        ...input,
        translations: input.translations && normalizedTranslations(input.translations),
      });
      if (!changes) return adminPlaylistView(tx, row);
      if (changes.slug) await assertSlugFree(tx, changes.slug.to as string, row.id);
      const [updated] = await tx
        .update(universityPlaylists)
        .set({
          slug: input.slug,
          title: input.title,
          description: input.description,
          isPublished: input.isPublished,
          translations: input.translations ? translationMapOf(input.translations) : undefined,
          updatedAt: sql`now()`,
        })
        .where(eq(universityPlaylists.id, row.id))
        .returning();
      await recordUniversityAudit(tx, {
        actor,
        action: 'university.playlist_updated',
        subject: { type: 'university_playlist', id: row.id, label: updated!.title },
        changes,
      });
      return adminPlaylistView(tx, updated!);
    }),
  );
}

/** `DELETE /api/admin/university/playlists/{id}`: the playlist, its videos and everyone's progress on them. */
export async function deletePlaylist(db: Db, actor: AuditActor, playlistId: string): Promise<{ removed: true }> {
  return db.transaction(async (tx) => {
    const row = await lockPlaylist(tx, playlistId);
    const videos = await tx
      .select({ id: universityVideos.id })
      .from(universityVideos)
      .where(eq(universityVideos.playlistId, row.id));
    await tx.delete(universityPlaylists).where(eq(universityPlaylists.id, row.id));
    await recordUniversityAudit(tx, {
      actor,
      action: 'university.playlist_deleted',
      subject: { type: 'university_playlist', id: row.id, label: row.title },
      changes: { slug: { from: row.slug, to: null }, videos: { from: videos.length, to: 0 } },
    });
    return { removed: true as const };
  });
}
