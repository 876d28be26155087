import type { SharedBusinessProfile } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPerson, ownerNameOf } from '../team/team-people';
import { businessProfileViewOf } from './business-profile-view';
import { findBusinessProfile } from './find-business-profile';

/**
 * The team view of an owner's profile (spec §2, §6): read-only, and only for an active member of that owner's team.
 * Anyone else, the owner included (who reads their own at `GET /api/business-profile`), gets 404.
 */
export async function getSharedBusinessProfile(
  db: Db,
  params: { userId: string; ownerId: string },
): Promise<SharedBusinessProfile> {
  const [place] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, params.ownerId),
        eq(teamMembers.invitedUserId, params.userId),
        eq(teamMembers.status, 'active'),
      ),
    )
    .limit(1);
  if (!place) throw new AppError('NOT_FOUND', 'No such team.');
  const owner = await findPerson(db, params.ownerId);
  const view = businessProfileViewOf(await findBusinessProfile(db, params.ownerId));
  return { ...view, ownerId: params.ownerId, ownerName: ownerNameOf(owner) };
}
