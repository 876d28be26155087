import type { TeamAuditAction } from '@receptiva/shared';
import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { recordAudit } from '../../lib/audit/record-audit';
import { auditActorOf, type TeamPerson } from './team-people';

export const TEAM_MEMBER_SUBJECT = 'team_member';

/** One step in a team's history, in its owner's trail; the row is named by its e-mail, which outlives it there. */
export async function recordTeamAudit(
  db: Db,
  entry: {
    ownerId: string;
    actor: TeamPerson;
    action: TeamAuditAction;
    member: { id: string; email: string };
    changes?: AuditChanges | null;
  },
): Promise<void> {
  await recordAudit(db, {
    accountUserId: entry.ownerId,
    actor: auditActorOf(entry.actor),
    action: entry.action,
    subjectType: TEAM_MEMBER_SUBJECT,
    subjectId: entry.member.id,
    subjectLabel: entry.member.email,
    changes: entry.changes ?? null,
  });
}
