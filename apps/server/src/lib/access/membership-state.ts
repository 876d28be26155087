import type { MembershipState } from '@receptiva/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders } from '../../db/schema';
import { isActiveMembershipOrder } from './membership-activity';

interface StateFacts {
  isActive: boolean;
  subscriptionStatus: string;
  cancelledAt: Date | null;
}

/**
 * What the pages show of a paid order (decision 022), from the one active rule: usable ones are active, past due
 * (within the grace period) or cancelled (within the 30-day window); others completed the commitment or ended.
 */
export function membershipStateFrom(order: StateFacts | undefined): MembershipState {
  if (!order) return 'none';
  if (!order.isActive) return order.subscriptionStatus === 'completed' ? 'completed' : 'ended';
  if (order.cancelledAt) return 'cancelled';
  return order.subscriptionStatus === 'past_due' ? 'past_due' : 'active';
}

/** The user's current membership (the newest usable paid order, else the newest paid one) and its state. */
export async function loadMembershipState(
  db: Db,
  userId: string,
): Promise<{ state: MembershipState; graceEndsAt: Date | null }> {
  const isActive = sql<boolean>`${isActiveMembershipOrder}`.mapWith(Boolean);
  const [order] = await db
    .select({
      isActive,
      subscriptionStatus: membershipOrders.subscriptionStatus,
      cancelledAt: membershipOrders.cancelledAt,
      graceEndsAt: membershipOrders.graceEndsAt,
    })
    .from(membershipOrders)
    .where(and(eq(membershipOrders.userId, userId), eq(membershipOrders.status, 'paid')))
    .orderBy(desc(isActive), sql`${membershipOrders.paidAt} desc nulls last`)
    .limit(1);
  const state = membershipStateFrom(order);
  return { state, graceEndsAt: state === 'past_due' ? (order?.graceEndsAt ?? null) : null };
}
