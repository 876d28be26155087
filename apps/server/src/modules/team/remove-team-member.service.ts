import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { lockOwnedTeamMember } from './find-team-member';
import { recordTeamAudit } from './team-audit';
import { loadCaller } from './team-people';

/**
 * `DELETE /api/team/{memberId}`: the row goes (its invitation links with it, by cascade), so the person's team
 * access ends with their next request.
 */
export async function removeTeamMember(db: Db, params: { ownerId: string; memberId: string }) {
  await db.transaction(async (tx) => {
    const row = await lockOwnedTeamMember(tx, params.ownerId, params.memberId);
    await tx.delete(teamMembers).where(eq(teamMembers.id, row.id));
    const actor = await loadCaller(tx, params.ownerId);
    await recordTeamAudit(tx, { ownerId: params.ownerId, actor, action: 'team.member_removed', member: row });
  });
  return { removed: true as const };
}
