import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import type { ProjectRow } from './project-views';

export const PROJECT_AUDIT_ACTIONS = [
  'projects.project_created',
  'projects.project_updated',
  'projects.project_published',
  'projects.project_unpublished',
  'projects.project_deleted',
] as const;
export type ProjectAuditAction = (typeof PROJECT_AUDIT_ACTIONS)[number];

/** One entry of the admin trail (no account's own trail: only admins read it), in the change's transaction. */
export async function recordProjectAudit(
  db: Pick<Db, 'insert'>,
  entry: { actor: AuditActor; action: ProjectAuditAction; project: ProjectRow; changes?: AuditChanges | null },
): Promise<void> {
  await recordAudit(db, {
    accountUserId: null,
    actor: entry.actor,
    action: entry.action,
    subjectType: 'project',
    subjectId: entry.project.id,
    subjectLabel: `${entry.project.title} (/projects/${entry.project.slug})`,
    changes: entry.changes ?? null,
  });
}
