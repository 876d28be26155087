import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { PaymentTx } from './fulfilment';

/** The paying account's name for staff notices; an order whose account is gone (or a guest's) keeps only its e-mail. */
export async function customerNameOf(tx: PaymentTx, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? '';
}
