import type { TeamList } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { getTeamMemberLimit } from '../settings/settings.service';
import { selectTeamMemberViews } from './team-member-view';

/** `GET /api/team` (spec §6 "an owner lists their own team members, newest first"), with the team's size limit. */
export async function listTeamMembers(db: Db, ownerId: string): Promise<TeamList> {
  const [members, limit] = await Promise.all([
    selectTeamMemberViews(db, eq(teamMembers.userId, ownerId)),
    getTeamMemberLimit(db),
  ]);
  return { members, limit };
}
