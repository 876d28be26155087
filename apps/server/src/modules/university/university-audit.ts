import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';

export type UniversityAuditAction =
  | 'university.playlist_created'
  | 'university.playlist_updated'
  | 'university.playlist_moved'
  | 'university.playlist_deleted'
  | 'university.video_created'
  | 'university.video_updated'
  | 'university.video_moved'
  | 'university.video_deleted';

/** The editor as the audit trail names them: from the session, as they were at the time. */
export const editorOf = (user: { id: string; email: string; name?: string | null }): AuditActor => ({
  id: user.id,
  label: user.name?.trim() ? `${user.name.trim()} (${user.email})` : user.email,
});

/** One change to the university, in the admins' trail (no account owns it). */
export async function recordUniversityAudit(
  db: Db,
  entry: {
    actor: AuditActor;
    action: UniversityAuditAction;
    subject: { type: 'university_playlist' | 'university_video'; id: string; label: string };
    changes?: AuditChanges | null;
  },
): Promise<void> {
  await recordAudit(db, {
    accountUserId: null,
    actor: entry.actor,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subjectLabel: entry.subject.label,
    changes: entry.changes ?? null,
  });
}
