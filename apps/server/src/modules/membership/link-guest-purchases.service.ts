import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders, orders } from '../../db/schema';
import { isActiveMembershipOrder } from '../../lib/access/membership-activity';
import { lockCustomer } from './customer-lock';

/**
 * Called once an account's e-mail is confirmed (with the guest onboarding forms, `AuthDeps.onEmailVerified`): the
 * membership and marketplace orders paid as a guest with that address (case-insensitive) become the account's. Only
 * a confirmed address links, so typing someone's e-mail at checkout never gives them anything. Guest memberships are
 * those bought signed out (`metadata.guestCheckout`), not the orders of a deleted account. They are not attached to
 * an account that already has an active membership (one per customer: they stay for an admin to refund).
 */
export async function linkGuestPurchases(db: Db, user: { id: string; email: string }): Promise<number> {
  const email = user.email.toLowerCase();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, { email, userId: user.id });
    const [active] = await tx
      .select({ id: membershipOrders.id })
      .from(membershipOrders)
      .where(and(eq(membershipOrders.userId, user.id), isActiveMembershipOrder))
      .limit(1);
    const guestMemberships = active
      ? []
      : await tx
          .update(membershipOrders)
          .set({ userId: user.id, updatedAt: sql`now()` })
          .where(
            and(
              isNull(membershipOrders.userId),
              sql`lower(${membershipOrders.email}) = ${email}`,
              sql`${membershipOrders.metadata}->>'guestCheckout' = 'true'`,
              inArray(membershipOrders.status, ['paid', 'refunded']),
            ),
          )
          .returning({ id: membershipOrders.id });
    const guestOrders = await tx
      .update(orders)
      .set({ userId: user.id, updatedAt: sql`now()` })
      .where(and(isNull(orders.userId), isNotNull(orders.paidAt), sql`lower(${orders.email}) = ${email}`))
      .returning({ id: orders.id });
    return guestMemberships.length + guestOrders.length;
  });
}
