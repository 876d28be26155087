import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AuditChanges, auditLog } from '../../db/schema';

/** Who did it, as the trail will name them even after their account is gone. */
export interface AuditActor {
  id: string | null;
  label: string;
}

export interface AuditEntry {
  /** Whose trail the entry belongs to (a team's owner); null for entries only admins read. */
  accountUserId: string | null;
  actor: AuditActor;
  /** `<area>.<what happened>`, e.g. `team.member_added`. */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  subjectLabel?: string | null;
  /** Each changed field with its value before and after. */
  changes?: AuditChanges | null;
}

/**
 * Writes one audit entry with the caller's handle, so it commits or rolls back with the change it describes. The
 * time is the clock's, not the transaction's: several entries written by one transaction keep their order.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    accountUserId: entry.accountUserId,
    actorUserId: entry.actor.id,
    actorLabel: entry.actor.label,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    subjectLabel: entry.subjectLabel ?? null,
    changes: entry.changes ?? null,
    createdAt: sql`clock_timestamp()`,
  });
}

/** The fields whose value really changed between `before` and `after`, or null when none did. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
