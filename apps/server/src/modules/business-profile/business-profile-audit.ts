import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { recordAudit } from '../../lib/audit/record-audit';
import { auditActorOf, loadCaller } from '../team/team-people';

export const BUSINESS_PROFILE_SUBJECT = 'business_profile';

export type BusinessProfileAuditAction =
  | 'business_profile.business_saved'
  | 'business_profile.details_saved'
  | 'business_profile.compliance_saved'
  | 'business_profile.setup_completed'
  | 'business_profile.setup_deferred';

/** One change to an owner's business profile, in the owner's trail (as the team module records team changes). */
export async function recordProfileAudit(
  db: Db,
  entry: { ownerId: string; action: BusinessProfileAuditAction; changes?: AuditChanges | null },
): Promise<void> {
  const owner = await loadCaller(db, entry.ownerId);
  await recordAudit(db, {
    accountUserId: entry.ownerId,
    actor: auditActorOf(owner),
    action: entry.action,
    subjectType: BUSINESS_PROFILE_SUBJECT,
    subjectId: entry.ownerId,
    subjectLabel: owner.email,
    changes: entry.changes ?? null,
  });
}
