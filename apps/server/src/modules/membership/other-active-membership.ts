import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { membershipOrders } from '../../db/schema';
import { isActiveMembershipOrder } from '../../lib/access/membership-activity';
import type { PaymentTx } from '../../lib/payments/fulfilment';

/**
 * Whether the customer already has an active membership besides this order: one of their account's, or a guest
 * purchase with their e-mail not yet attached to any account (it will be theirs once the address is confirmed).
 */
export async function hasOtherActiveMembership(
  tx: PaymentTx,
  customer: { orderId: string; email: string; userId: string | null },
): Promise<boolean> {
  const guestWithEmail = and(
    isNull(membershipOrders.userId),
    sql`lower(${membershipOrders.email}) = ${customer.email.toLowerCase()}`,
  );
  const rows = await tx
    .select({ id: membershipOrders.id })
    .from(membershipOrders)
    .where(
      and(
        ne(membershipOrders.id, customer.orderId),
        isActiveMembershipOrder,
        customer.userId ? or(eq(membershipOrders.userId, customer.userId), guestWithEmail) : guestWithEmail,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
