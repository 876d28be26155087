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

type Part =
  | { kind: 'business'; data: BusinessInformation }
  | { kind: 'details'; data: BusinessDetails }
  | { kind: 'compliance'; data: Compliance };

const AUDIT_ACTION: Record<Part['kind'], BusinessProfileAuditAction> = {
  business: 'business_profile.business_saved',
  details: 'business_profile.details_saved',
  compliance: 'business_profile.compliance_saved',
};

/**
 * Saves one part of the owner's profile (created on the first save) and, from the wizard, the step to resume at, with
 * an audit entry naming the fields that changed. A completed wizard stays completed: that is profile-update mode.
 */
export async function saveProfilePart(
  db: Db,
  params: { ownerId: string; part: Part; nextStep?: WizardStep },
): Promise<BusinessProfileView> {
  const { ownerId, part, nextStep } = params;
  return db.transaction(async (tx) => {
    const before = await findBusinessProfile(tx, ownerId);
    const values = { [part.kind]: part.data, ...(nextStep ? { wizardStep: nextStep } : {}) };
    const [row] = await tx
      .insert(businessProfiles)
      .values({ userId: ownerId, ...values })
      .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    const changes = diffFields((before?.[part.kind] ?? {}) as Record<string, unknown>, part.data);
    if (changes) await recordProfileAudit(tx, { ownerId, action: AUDIT_ACTION[part.kind], changes });
    return businessProfileViewOf(row!);
  });
}

export type { Part as ProfilePart };
