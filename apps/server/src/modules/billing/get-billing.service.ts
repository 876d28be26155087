import {
  type BillingOverview,
  type BillingStatus,
  MEMBERSHIP_MONTHLY_PAYMENTS,
  MEMBERSHIP_PRICES,
} from '@receptiva/shared';
import { and, desc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders } from '../../db/schema';
import { isActiveMembershipOrder, isCancellableMembershipOrder } from '../../lib/access/membership-activity';
import { membershipStateFrom } from '../../lib/access/membership-state';
import type { PaymentProvider } from '../../lib/payments/types';
import { cancellationWindowEnd, upcomingMembershipCharges } from './billing-schedule';

type OrderRow = typeof membershipOrders.$inferSelect;

/** The setup fee charged with the order at checkout (recorded on the order; the spec §9 price otherwise). */
export const setupFeeOf = (order: Pick<OrderRow, 'metadata'>) => {
  const recorded = Number(order.metadata?.setupFeeCents);
  return Number.isInteger(recorded) && recorded > 0 ? recorded : MEMBERSHIP_PRICES.setupFeeCents;
};

/** The user's paid membership orders, newest first, with the active rule evaluated by the database. */
async function paidOrdersOf(db: Db, userId: string) {
  return db
    .select({
      ...getTableColumns(membershipOrders),
      isActive: sql<boolean>`${isActiveMembershipOrder}`.mapWith(Boolean),
      isCancellable: sql<boolean>`${isCancellableMembershipOrder}`.mapWith(Boolean),
      now: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(membershipOrders)
    .where(
      and(eq(membershipOrders.userId, userId), eq(membershipOrders.status, 'paid'), isNotNull(membershipOrders.paidAt)),
    )
    .orderBy(desc(membershipOrders.paidAt));
}

const NO_MEMBERSHIP: Omit<BillingOverview, 'receipts'> = {
  status: 'none',
  isMember: false,
  planName: null,
  provider: null,
  setupFeePaidCents: null,
  paidAt: null,
  monthlyCents: MEMBERSHIP_PRICES.monthlyCents,
  nextCharge: null,
  upcomingCharges: [],
  monthlyPaymentsTotal: MEMBERSHIP_MONTHLY_PAYMENTS,
  commitmentEndsAt: null,
  cancellationWindowEndsAt: null,
  canCancel: false,
  cancelledAt: null,
  graceEndsAt: null,
  portalAvailable: false,
};

/** Spec §9 billing of the signed-in user: the current (newest active, else newest) paid order and every receipt. */
export async function getBilling(db: Db, provider: PaymentProvider, userId: string): Promise<BillingOverview> {
  const orders = await paidOrdersOf(db, userId);
  const receipts = orders
    .filter((order) => order.provider !== 'manual')
    .map((order) => ({
      orderId: order.id,
      description: order.planName,
      amountCents: setupFeeOf(order),
      currency: order.currency,
      paidAt: order.paidAt!.toISOString(),
    }));
  const current = orders.find((order) => order.isActive) ?? orders[0];
  if (!current) return { ...NO_MEMBERSHIP, receipts };

  const paidAt = current.paidAt!;
  const isGranted = current.provider === 'manual';
  const status: BillingStatus = membershipStateFrom(current);
  const upcomingCharges =
    isGranted || !current.isActive ? [] : upcomingMembershipCharges({ ...current, paidAt }, current.now);
  return {
    status,
    isMember: current.isActive,
    planName: current.planName,
    provider: current.provider,
    setupFeePaidCents: isGranted ? null : setupFeeOf(current),
    paidAt: paidAt.toISOString(),
    monthlyCents: MEMBERSHIP_PRICES.monthlyCents,
    nextCharge: upcomingCharges[0] ?? null,
    upcomingCharges,
    monthlyPaymentsTotal: MEMBERSHIP_MONTHLY_PAYMENTS,
    commitmentEndsAt: current.commitmentEndsAt?.toISOString() ?? null,
    cancellationWindowEndsAt: isGranted ? null : cancellationWindowEnd(paidAt).toISOString(),
    canCancel: current.isCancellable,
    cancelledAt: current.cancelledAt?.toISOString() ?? null,
    graceEndsAt: status === 'past_due' ? (current.graceEndsAt?.toISOString() ?? null) : null,
    receipts,
    portalAvailable: provider.hasCustomerPortal && !isGranted && current.providerCustomerId !== null,
  };
}
