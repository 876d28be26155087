import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingSubmissions } from '../../db/schema';
import { findBusinessProfile } from '../business-profile/find-business-profile';
import { writeProfileParts } from '../business-profile/save-profile-part.service';

/**
 * Called once an account's e-mail is confirmed (better-auth's `afterEmailVerification`): the guest onboarding forms
 * sent with that address become the account's, and the newest is copied into its business profile when it has none.
 * Only a confirmed address links, so nobody can push answers into someone else's account by typing their e-mail.
 */
export async function linkGuestOnboardingSubmissions(db: Db, user: { id: string; email: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .update(onboardingSubmissions)
      .set({ userId: user.id, linkedAt: new Date() })
      .where(
        and(
          eq(onboardingSubmissions.email, user.email.toLowerCase()),
          isNull(onboardingSubmissions.userId),
          isNull(onboardingSubmissions.linkedAt),
        ),
      )
      .returning({ id: onboardingSubmissions.id });
    if (linked.length === 0) return 0;
    if (!(await findBusinessProfile(tx, user.id))) {
      const [newest] = await tx
        .select({ data: onboardingSubmissions.data })
        .from(onboardingSubmissions)
        .where(eq(onboardingSubmissions.userId, user.id))
        .orderBy(desc(onboardingSubmissions.createdAt), desc(sql`${onboardingSubmissions.id}`))
        .limit(1);
      const { business, details, compliance } = newest!.data;
      await writeProfileParts(tx, { ownerId: user.id, parts: { business, details, compliance } });
    }
    return linked.length;
  });
}
