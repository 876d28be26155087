import type { TeamMember, updateTeamMemberSchema } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { diffFields } from '../../lib/audit/record-audit';
import { lockOwnedTeamMember } from './find-team-member';
import { recordTeamAudit } from './team-audit';
import { getTeamMemberView, type TeamMemberRow } from './team-member-view';
import { loadCaller } from './team-people';

type UpdateTeamMemberBody = z.output<typeof updateTeamMemberSchema>;

/** The editable fields of a row, by their API names. */
const editableFields = (row: TeamMemberRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  role: row.role,
  hasCrmAccess: row.hasGhlAccess,
  hasAiAccess: row.hasAiAccess,
});

/**
 * `PATCH /api/team/{memberId}` (spec §7 "update by id with a partial field set"): only the fields that really change
 * are written, and the audit entry names each with its value before and after; an edit that changes nothing writes
 * nothing. Access follows at once: it is computed from the row on every request.
 */
export async function updateTeamMember(
  db: Db,
  params: { ownerId: string; memberId: string; input: UpdateTeamMemberBody },
): Promise<{ member: TeamMember }> {
  return db.transaction(async (tx) => {
    const row = await lockOwnedTeamMember(tx, params.ownerId, params.memberId);
    const { phone, ...rest } = params.input;
    const changes = diffFields(editableFields(row), {
      ...rest,
      ...(phone === undefined ? {} : { phone: phone || null }),
    });
    if (changes) {
      const to = <T>(field: string) => changes[field]?.to as T | undefined;
      await tx
        .update(teamMembers)
        .set({
          firstName: to<string>('firstName'),
          lastName: to<string>('lastName'),
          phone: to<string | null>('phone'),
          role: to<string>('role'),
          hasGhlAccess: to<boolean>('hasCrmAccess'),
          hasAiAccess: to<boolean>('hasAiAccess'),
          updatedAt: sql`now()`,
        })
        .where(eq(teamMembers.id, row.id));
      const actor = await loadCaller(tx, params.ownerId);
      await recordTeamAudit(tx, {
        ownerId: params.ownerId,
        actor,
        action: 'team.member_updated',
        member: row,
        changes,
      });
    }
    return { member: await getTeamMemberView(tx, params.ownerId, row.id) };
  });
}
