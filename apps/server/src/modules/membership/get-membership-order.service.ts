import { MEMBERSHIP_PRICES, type MembershipOrderView, TERMS_DOCUMENT_VERSION } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The order behind a checkout session, for /payment-success. An account's order is shown only to that account; a
 * guest's order (bought signed out) to whoever holds the unguessable session id the provider redirected with.
 */
export async function getMembershipOrderBySession(
  db: Db,
  sessionId: string,
  viewerId: string | null,
): Promise<MembershipOrderView> {
  const [order] = await db
    .select()
    .from(membershipOrders)
    .where(eq(membershipOrders.providerSessionId, sessionId))
    .limit(1);
  if (!order || (order.userId !== null && order.userId !== viewerId)) {
    throw new AppError('NOT_FOUND', 'No such membership order.');
  }
  return {
    id: order.id,
    planName: order.planName,
    paymentType: order.paymentType as MembershipOrderView['paymentType'],
    status: order.status as MembershipOrderView['status'],
    amountCents: order.amountCents,
    setupFeeCents: MEMBERSHIP_PRICES.setupFeeCents,
    monthlyCents: MEMBERSHIP_PRICES.monthlyCents,
    currency: order.currency,
    email: order.email,
    paidAt: order.paidAt?.toISOString() ?? null,
    commitmentEndsAt: order.commitmentEndsAt?.toISOString() ?? null,
    termsVersion: TERMS_DOCUMENT_VERSION,
  };
}
