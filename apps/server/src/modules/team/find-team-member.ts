import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamMemberRow } from './team-member-view';

export const teamMemberNotFound = () => new AppError('NOT_FOUND', 'No such member on your team.');

/**
 * A row of the caller's own team, locked for the rest of the transaction so that concurrent changes to it queue up.
 * Anyone else's row answers 404, as if it did not exist.
 */
export async function lockOwnedTeamMember(db: Db, ownerId: string, memberId: string): Promise<TeamMemberRow> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.userId, ownerId)))
    .for('update');
  if (!row) throw teamMemberNotFound();
  return row;
}
