import type { BusinessProfileView, WizardStep } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordProfileAudit } from './business-profile-audit';
import { businessProfileViewOf, missingParts } from './business-profile-view';
import { findBusinessProfile } from './find-business-profile';

/**
 * Moves the owner's wizard: to a step (so a reload or another device resumes there), to completed (spec §4: in
 * progress → completed, once Business Information and Compliance are saved), or "Later" on the welcome screen.
 */
export async function moveWizard(
  db: Db,
  params: { ownerId: string; step: WizardStep; action: 'move' | 'complete' | 'later' },
): Promise<BusinessProfileView> {
  const { ownerId, step, action } = params;
  return db.transaction(async (tx) => {
    const before = await findBusinessProfile(tx, ownerId);
    if (action === 'complete') {
      const missing = missingParts(before).filter((part) => part !== 'finish');
      if (missing.length > 0) {
        throw new AppError('CONFLICT', `Save these steps first: ${missing.join(', ')}.`);
      }
    }
    const values = {
      wizardStep: step,
      ...(action === 'complete' && before?.wizardStatus !== 'completed'
        ? { wizardStatus: 'completed' as const, completedAt: new Date() }
        : {}),
      ...(action === 'later' ? { deferredAt: new Date() } : {}),
    };
    const [row] = await tx
      .insert(businessProfiles)
      .values({ userId: ownerId, ...values })
      .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if ('wizardStatus' in values) {
      await recordProfileAudit(tx, {
        ownerId,
        action: 'business_profile.setup_completed',
        changes: { wizardStatus: { from: before?.wizardStatus ?? null, to: 'completed' } },
      });
    }
    if (action === 'later' && !before?.deferredAt) {
      await recordProfileAudit(tx, { ownerId, action: 'business_profile.setup_deferred' });
    }
    return businessProfileViewOf(row!);
  });
}
