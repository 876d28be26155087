import { fullNameOf } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, teamMembers } from '../../db/schema';

interface Leaver {
  userId: string;
  email: string;
  fullName: string | null;
}

const labelOf = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  fullNameOf(row.firstName ?? '', row.lastName ?? '') || row.email;

/**
 * A deleted account leaves every team it was linked to: each row goes, and each owner's trail records
 * `team.member_left` (who left, as they were named then). Inside the deletion's transaction.
 */
export async function leaveAllTeams(tx: Db, leaver: Leaver): Promise<number> {
  const rows = await tx.delete(teamMembers).where(eq(teamMembers.invitedUserId, leaver.userId)).returning({
    id: teamMembers.id,
    ownerId: teamMembers.userId,
    email: teamMembers.email,
    firstName: teamMembers.firstName,
    lastName: teamMembers.lastName,
  });
  if (rows.length === 0) return 0;
  const actorLabel = leaver.fullName?.trim() || leaver.email;
  await tx.insert(auditLog).values(
    rows.map((row) => ({
      accountUserId: row.ownerId,
      actorUserId: leaver.userId,
      actorLabel,
      action: 'team.member_left',
      subjectType: 'team_member',
      subjectId: row.id,
      subjectLabel: labelOf(row),
      changes: null,
    })),
  );
  return rows.length;
}
