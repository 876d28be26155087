import { sql } from 'drizzle-orm';
import type { PaymentTx } from '../../lib/payments/fulfilment';

/**
 * Serialises membership fulfilment per customer until the transaction ends: one transaction-scoped advisory lock per
 * key (the lower-cased e-mail, and the account when there is one), taken in a fixed order so two fulfilments sharing
 * both keys cannot deadlock. The second paid checkout of a customer waits here and then sees the first one paid.
 */
export async function lockCustomer(tx: PaymentTx, customer: { email: string; userId: string | null }) {
  const keys = [`membership-customer:email:${customer.email.toLowerCase()}`];
  if (customer.userId) keys.push(`membership-customer:user:${customer.userId}`);
  for (const key of keys.sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
