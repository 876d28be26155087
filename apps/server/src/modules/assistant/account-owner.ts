import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';

/**
 * Whose account the asker's questions are about: their own when they hold a membership (or are an admin), else the
 * owner of the team that gave them AI-assistant access.
 */
export async function accountOwnerOf(db: Db, userId: string, isMember: boolean): Promise<string> {
  if (isMember) return userId;
  const [row] = await db
    .select({ ownerId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.invitedUserId, userId), eq(teamMembers.status, 'active'), eq(teamMembers.hasAiAccess, true)),
    )
    .orderBy(teamMembers.createdAt)
    .limit(1);
  return row?.ownerId ?? userId;
}
