import { fullNameOf, type UpdateProfileInput } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type ProfileChange = { [K in keyof UpdateProfileInput]?: string };

/**
 * Account settings → profile: the names shown in invitations, the phone and the e-mail language. The profile and the
 * user row (which better-auth hands to the e-mail callbacks: names and locale) change together, in one transaction;
 * the full name is always the first and last name joined (spec §3).
 */
export async function updateProfile(db: Db, userId: string, change: ProfileChange): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'This account has no profile.');

    const renames = change.firstName !== undefined || change.lastName !== undefined;
    const firstName = change.firstName ?? current.firstName ?? '';
    const lastName = change.lastName ?? current.lastName ?? '';
    const fullName = fullNameOf(firstName, lastName);
    const names = renames ? { firstName: firstName || null, lastName: lastName || null } : {};
    const phone = change.phone === undefined ? {} : { phone: change.phone || null };
    const locale = change.locale === undefined ? {} : { locale: change.locale };
    const common = { ...names, ...phone, ...locale, updatedAt: sql`now()` };

    await tx
      .update(profiles)
      .set({ ...common, ...(renames ? { fullName } : {}) })
      .where(eq(profiles.userId, userId));
    await tx
      .update(users)
      .set({ ...common, ...(renames ? { name: fullName } : {}) })
      .where(eq(users.id, userId));
  });
}
