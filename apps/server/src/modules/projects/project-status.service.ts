import type { AdminProject, ProjectStatus } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';
import { lockProject } from './lock-project';
import { recordProjectAudit } from './project-audit';
import { toAdminProject } from './project-views';

/**
 * Publish or unpublish a case study. The first publication sets `published_at`, which later publications keep.
 * Asking for the status it already has changes nothing and writes no audit entry.
 */
export async function setProjectStatus(
  db: Db,
  actor: AuditActor,
  projectId: string,
  status: ProjectStatus,
): Promise<AdminProject> {
  return db.transaction(async (tx) => {
    const before = await lockProject(tx, projectId);
    if (before.status === status) return toAdminProject(before);
    const [row] = await tx
      .update(projects)
      .set({
        status,
        publishedAt: status === 'published' ? sql`coalesce(${projects.publishedAt}, now())` : undefined,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, projectId))
      .returning();
    await recordProjectAudit(tx, {
      actor,
      action: status === 'published' ? 'projects.project_published' : 'projects.project_unpublished',
      project: row!,
      changes: { status: { from: before.status, to: status } },
    });
    return toAdminProject(row!);
  });
}
