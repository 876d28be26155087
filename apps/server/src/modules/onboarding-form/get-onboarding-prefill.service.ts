import { EMPTY_BUSINESS_DETAILS, type OnboardingFormPrefill } from '@receptiva/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingSubmissions } from '../../db/schema';
import { findBusinessProfile } from '../business-profile/find-business-profile';
import { findPerson } from '../team/team-people';

/** What the signed-in form starts with: the caller's profile, name and e-mail, and their last submission's notes. */
export async function getOnboardingPrefill(db: Db, userId: string): Promise<OnboardingFormPrefill> {
  const [person, profile, [last]] = await Promise.all([
    findPerson(db, userId),
    findBusinessProfile(db, userId),
    db
      .select({ data: onboardingSubmissions.data, createdAt: onboardingSubmissions.createdAt })
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.userId, userId))
      .orderBy(desc(onboardingSubmissions.createdAt))
      .limit(1),
  ]);
  return {
    contactName: person?.fullName ?? '',
    email: person?.email ?? '',
    business: profile?.business ?? null,
    details: profile?.details ?? EMPTY_BUSINESS_DETAILS,
    compliance: profile?.compliance ?? null,
    notes: last?.data.notes ?? '',
    lastSubmittedAt: last?.createdAt.toISOString() ?? null,
  };
}
