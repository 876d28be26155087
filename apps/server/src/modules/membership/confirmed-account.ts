import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { PaymentTx } from '../../lib/payments/fulfilment';

/** The account whose confirmed e-mail is this one (case-insensitive); an unconfirmed account does not count. */
export async function confirmedAccountWithEmail(tx: PaymentTx, email: string): Promise<string | null> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.emailVerified, true)))
    .limit(1);
  return user?.id ?? null;
}
