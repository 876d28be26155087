import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { consumeRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { deletionStatusOf } from './deletion-blocker';
import { erasePersonalData } from './erase-personal-data';
import { leaveAllTeams } from './leave-teams';

/** better-auth's own password check (`ctx.password.verify`), so the hash format is always the one it wrote. */
export type PasswordVerifier = (input: { hash: string; password: string }) => Promise<boolean>;

interface DeleteAccountParams {
  user: { id: string; email: string };
  password: string;
  adminEmail: string | undefined;
  verifyPassword: PasswordVerifier;
  /** Guesses of the password are limited per account, like sign-in attempts per e-mail. */
  attempts: Omit<RateLimitRule, 'key'>;
}

const WRONG_PASSWORD = 'The password is not correct.';

async function checkPassword(db: Db, params: DeleteAccountParams): Promise<void> {
  await consumeRateLimits(db, [{ key: `account/delete:user:${params.user.id}`, ...params.attempts }]);
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, params.user.id), eq(accounts.providerId, 'credential')))
    .limit(1);
  const isValid = credential?.hash
    ? await params.verifyPassword({ hash: credential.hash, password: params.password })
    : false;
  if (!isValid) throw new AppError('INVALID_PASSWORD', WRONG_PASSWORD, { password: WRONG_PASSWORD });
}

/**
 * `DELETE /api/account`: a real deletion, confirmed with the password, refused for the ADMIN_EMAIL account and while
 * a membership commitment runs. In one transaction: the person leaves every team (each owner's trail says so), their
 * orders stay for accounting without personal data, then the user row goes and with it (by cascade) the sessions,
 * the credentials, the profile, the roles and the person's own team.
 */
export async function deleteAccount(db: Db, params: DeleteAccountParams): Promise<void> {
  await checkPassword(db, params);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, fullName: profiles.fullName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, params.user.id))
      .for('update', { of: users });
    if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists.');

    const status = await deletionStatusOf(tx, { userId: params.user.id, email: user.email }, params.adminEmail);
    if (status.reason === 'admin-account') {
      throw new AppError('CONFLICT', 'The administrator account named in the server configuration cannot be deleted.');
    }
    if (status.reason === 'commitment') {
      throw new AppError(
        'ACCOUNT_COMMITMENT_ACTIVE',
        `Your account cannot be deleted while your 12-month membership commitment runs (until ${status.commitmentEndsAt}).`,
      );
    }

    await leaveAllTeams(tx, { userId: params.user.id, email: user.email, fullName: user.fullName });
    await erasePersonalData(tx, { userId: params.user.id, email: user.email });
    await tx.delete(users).where(eq(users.id, params.user.id));
  });
}
