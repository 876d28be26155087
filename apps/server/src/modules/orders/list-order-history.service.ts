import { type MembershipOrderSummary, type OrderHistory, receiptNumberOf, type SiteLanguage } from '@receptiva/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders, orders } from '../../db/schema';
import { toOrderViews } from './order-view';

/** Issue 5 point 8: the user's marketplace orders and membership orders, newest first, lines titled in `language`. */
export async function listOrderHistory(db: Db, userId: string, language: SiteLanguage): Promise<OrderHistory> {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const membershipRows = await db
    .select()
    .from(membershipOrders)
    .where(eq(membershipOrders.userId, userId))
    .orderBy(desc(membershipOrders.createdAt), desc(membershipOrders.id))
    .limit(50);
  return {
    orders: await toOrderViews(db, orderRows, language),
    membershipOrders: membershipRows.map(
      (row): MembershipOrderSummary => ({
        id: row.id,
        receiptNumber: receiptNumberOf(row.id),
        planName: row.planName,
        status: row.status as MembershipOrderSummary['status'],
        amountCents: row.amountCents,
        currency: row.currency,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
      }),
    ),
  };
}
