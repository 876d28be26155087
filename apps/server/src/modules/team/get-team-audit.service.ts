import { TEAM_AUDIT_ACTIONS, TEAM_AUDIT_PAGE_SIZE, type TeamAuditAction, type TeamAuditPage } from '@receptiva/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** `GET /api/team/audit?page=N`: the owner's team trail, newest first, one page at a time, with the total. */
export async function getTeamAudit(db: Db, ownerId: string, page: number): Promise<TeamAuditPage> {
  const where = and(eq(auditLog.accountUserId, ownerId), inArray(auditLog.action, [...TEAM_AUDIT_ACTIONS]));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorLabel: auditLog.actorLabel,
        subjectLabel: auditLog.subjectLabel,
        changes: auditLog.changes,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(TEAM_AUDIT_PAGE_SIZE)
      .offset((page - 1) * TEAM_AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      ...row,
      action: row.action as TeamAuditAction,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize: TEAM_AUDIT_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}
