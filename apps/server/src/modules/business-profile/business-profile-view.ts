import { type BusinessProfileView, EMPTY_BUSINESS_DETAILS, type SetupPart, type WizardState } from '@receptiva/shared';
import type { businessProfiles } from '../../db/schema';

type ProfileRow = typeof businessProfiles.$inferSelect;

/** What is still to do before the wizard counts as complete (the team step is optional). */
export function missingParts(row: Pick<ProfileRow, 'business' | 'compliance' | 'wizardStatus'> | null): SetupPart[] {
  const missing: SetupPart[] = [];
  if (!row?.business) missing.push('business');
  if (!row?.compliance) missing.push('compliance');
  if (row?.wizardStatus !== 'completed') missing.push('finish');
  return missing;
}

function wizardStateOf(row: ProfileRow | null): WizardState {
  return {
    step: row?.wizardStep ?? 'business',
    status: row ? row.wizardStatus : 'not_started',
    completedAt: row?.completedAt?.toISOString() ?? null,
    isDeferred: row?.deferredAt != null,
    missing: missingParts(row),
  };
}

/** A profile row (or none yet) as the API answers it. */
export function businessProfileViewOf(row: ProfileRow | null): BusinessProfileView {
  return {
    business: row?.business ?? null,
    details: row?.details ?? EMPTY_BUSINESS_DETAILS,
    compliance: row?.compliance ?? null,
    wizard: wizardStateOf(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
