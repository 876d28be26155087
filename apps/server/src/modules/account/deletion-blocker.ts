import type { AccountOverview } from '@receptiva/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders } from '../../db/schema';
import { isCommitmentRunning } from '../../lib/access/membership-activity';

export type DeletionStatus = AccountOverview['deletion'];

interface Account {
  userId: string;
  email: string;
}

const sameAddress = (a: string, b: string | undefined) =>
  b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the account may be deleted now: never the ADMIN_EMAIL account (the server would lose its administrator),
 * and not while a membership commitment runs (then with the date it ends).
 */
export async function deletionStatusOf(
  db: Db,
  account: Account,
  adminEmail: string | undefined,
): Promise<DeletionStatus> {
  if (sameAddress(account.email, adminEmail))
    return { allowed: false, reason: 'admin-account', commitmentEndsAt: null };
  const [running] = await db
    .select({ endsAt: membershipOrders.commitmentEndsAt })
    .from(membershipOrders)
    .where(and(eq(membershipOrders.userId, account.userId), isCommitmentRunning))
    .orderBy(desc(membershipOrders.commitmentEndsAt))
    .limit(1);
  if (running?.endsAt) return { allowed: false, reason: 'commitment', commitmentEndsAt: running.endsAt.toISOString() };
  return { allowed: true, reason: null, commitmentEndsAt: null };
}
