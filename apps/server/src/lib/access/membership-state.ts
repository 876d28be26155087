import type { MembershipState } from '@receptiva/shared';
import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
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

/**
 * The user's current membership order (the newest usable paid order, else the newest paid one): the facts its state
 * is made of, as a query to run or to join (`.as(…)`).
 */
export function currentMembershipOrder(db: Db, userId: string | Placeholder) {
  const isActive = sql<boolean>`${isActiveMembershipOrder}`.mapWith(Boolean).as('is_active');
  return db
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
}

export interface MembershipStatus {
  state: MembershipState;
  graceEndsAt: Date | null;
}

/** The state of the current order's facts, and the end of its grace period while it is past due. */
export function membershipStatusOf(order: (StateFacts & { graceEndsAt: Date | null }) | undefined): MembershipStatus {
  const state = membershipStateFrom(order);
  return { state, graceEndsAt: state === 'past_due' ? (order?.graceEndsAt ?? null) : null };
}

const currentMembershipOrderQuery = oncePerDatabase((db) =>
  currentMembershipOrder(db, sql.placeholder('userId')).prepare('current_membership_order'),
);

/** The user's current membership and its state. */
export async function loadMembershipState(db: Db, userId: string): Promise<MembershipStatus> {
  const [order] = await currentMembershipOrderQuery(db).execute({ userId });
  return membershipStatusOf(order);
}
