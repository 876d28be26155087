import type {
  BusinessDetails,
  BusinessInformation,
  BusinessProfileView,
  Compliance,
  WizardStep,
} from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessProfiles } from '../../db/schema';
import { diffFields } from '../../lib/audit/record-audit';
import { type BusinessProfileAuditAction, recordProfileAudit } from './business-profile-audit';
import { businessProfileViewOf } from './business-profile-view';
import { findBusinessProfile } from './find-business-profile';

/** The parts of a profile a save replaces; the ones left out stay as they are. */
export interface ProfileParts {
  business?: BusinessInformation;
  details?: BusinessDetails;
  compliance?: Compliance;
}

const AUDIT_ACTION: Record<keyof ProfileParts, BusinessProfileAuditAction> = {
  business: 'business_profile.business_saved',
  details: 'business_profile.details_saved',
  compliance: 'business_profile.compliance_saved',
};

/**
 * Writes parts of the owner's profile (created on the first save) with the caller's transaction, and from the
 * wizard the step to resume at; one audit entry per part whose fields changed. A completed wizard stays completed:
 * that is profile-update mode.
 */
export async function writeProfileParts(
  tx: Db,
  params: { ownerId: string; parts: ProfileParts; nextStep?: WizardStep },
) {
  const { ownerId, parts, nextStep } = params;
  const before = await findBusinessProfile(tx, ownerId);
  const values = { ...parts, ...(nextStep ? { wizardStep: nextStep } : {}) };
  const [row] = await tx
    .insert(businessProfiles)
    .values({ userId: ownerId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  for (const kind of Object.keys(AUDIT_ACTION) as (keyof ProfileParts)[]) {
    const after = parts[kind];
    if (!after) continue;
    const changes = diffFields((before?.[kind] ?? {}) as Record<string, unknown>, after);
    if (changes) await recordProfileAudit(tx, { ownerId, action: AUDIT_ACTION[kind], changes });
  }
  return row!;
}

/** One wizard step's save, in its own transaction. */
export async function saveProfilePart(
  db: Db,
  params: { ownerId: string; parts: ProfileParts; nextStep?: WizardStep },
): Promise<BusinessProfileView> {
  return db.transaction(async (tx) => businessProfileViewOf(await writeProfileParts(tx, params)));
}
