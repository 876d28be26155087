import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordTeamAudit } from './team-audit';
import { loadCaller } from './team-people';

/**
 * `DELETE /api/team/memberships/{memberId}`: the caller leaves someone's team. Only their own place (the row linked
 * to their account) can be left; anything else is 404. The owner's trail records it.
 */
export async function leaveTeam(db: Db, params: { userId: string; memberId: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.id, params.memberId), eq(teamMembers.invitedUserId, params.userId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'You are not on this team.');
    await tx.delete(teamMembers).where(eq(teamMembers.id, row.id));
    const actor = await loadCaller(tx, params.userId);
    await recordTeamAudit(tx, { ownerId: row.userId, actor, action: 'team.member_left', member: row });
  });
  return { removed: true as const };
}
