import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';
import { lockProject } from './lock-project';
import { recordProjectAudit } from './project-audit';

/** `DELETE /api/admin/projects/{id}`: the case study is gone for good; the audit entry keeps its title and address. */
export async function deleteProject(db: Db, actor: AuditActor, projectId: string): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await lockProject(tx, projectId);
    await tx.delete(projects).where(eq(projects.id, projectId));
    await recordProjectAudit(tx, { actor, action: 'projects.project_deleted', project: row });
    return { deleted: true } as const;
  });
}
