import { type BillingOverview, normalizeLanguage } from '@receptiva/shared';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders } from '../../db/schema';
import { isActiveMembershipOrder, isCancellableMembershipOrder } from '../../lib/access/membership-activity';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { renderMembershipCancellation } from '../../lib/mailer/membership-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import type { PaymentProvider } from '../../lib/payments/types';
import { getPublicSettings } from '../settings/settings.service';
import { cancellationWindowEnd } from './billing-schedule';
import { getBilling } from './get-billing.service';

interface CancelParams {
  userId: string;
  /** The page's language; the order's checkout language otherwise. */
  locale: string | undefined;
  logger: Logger;
}

/**
 * Inside the 30-day window: one conditional UPDATE sets `cancelledAt`, then the provider stops the subscription and
 * the confirmation is queued, all in one transaction, so a failed provider call leaves nothing cancelled. A
 * concurrent second call waits on the row and then matches nothing: only one cancellation, one e-mail.
 */
async function cancelInsideWindow(db: Db, provider: PaymentProvider, params: CancelParams): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(membershipOrders)
      .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(membershipOrders.userId, params.userId), isCancellableMembershipOrder))
      .returning();
    const order = cancelled[0];
    if (!order) return false;
    await cancelEverySubscription(tx, provider, params, cancelled);
    const settings = await getPublicSettings(tx);
    const locale =
      (await preferredLocaleOf(tx, params.userId)) ??
      normalizeLanguage(params.locale) ??
      String(order.metadata?.locale ?? '');
    await drizzleOutboxWriter(tx)(
      renderMembershipCancellation(
        { ...order, cancelledAt: order.cancelledAt!, accessEndsAt: cancellationWindowEnd(order.paidAt!) },
        { brand: settings.brandName, locale },
      ),
    );
    return true;
  });
}

/**
 * Every live provider subscription of the customer's membership orders stops, not only the order just cancelled: a
 * second paid checkout (refunded, or from before the one-membership rule) must never keep charging.
 */
async function cancelEverySubscription(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  provider: PaymentProvider,
  params: CancelParams,
  cancelled: (typeof membershipOrders.$inferSelect)[],
) {
  const others = await tx
    .update(membershipOrders)
    .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(membershipOrders.userId, params.userId),
        isNull(membershipOrders.cancelledAt),
        isNotNull(membershipOrders.providerSubscriptionId),
        inArray(membershipOrders.status, ['paid', 'refunded']),
      ),
    )
    .returning();
  for (const order of [...cancelled, ...others]) {
    if (order.providerSubscriptionId) await provider.cancelSubscription(order.providerSubscriptionId);
    else if (provider.name === 'stripe')
      params.logger.warn('cancelled order has no Stripe subscription', { id: order.id });
  }
}

/** Why nothing was cancelled: already cancelled (idempotent, not an error), or the rule that forbids it. */
async function explainNoCancellation(db: Db, userId: string) {
  const [current] = await db
    .select({ provider: membershipOrders.provider, cancelledAt: membershipOrders.cancelledAt })
    .from(membershipOrders)
    .where(and(eq(membershipOrders.userId, userId), isActiveMembershipOrder))
    .orderBy(desc(membershipOrders.paidAt))
    .limit(1);
  if (!current) throw new AppError('NOT_FOUND', 'You have no active membership to cancel.');
  if (current.cancelledAt) return;
  if (current.provider === 'manual') {
    throw new AppError('FORBIDDEN', 'This membership was granted by our team; contact support to change it.');
  }
  throw new AppError(
    'CANCELLATION_WINDOW_CLOSED',
    'The 30-day cancellation window has ended: the 12-month commitment applies, with the remaining monthly payments due.',
  );
}

/** `POST /api/billing/cancel` (spec §9): the caller's own membership, within 30 days of payment. */
export async function cancelMembership(
  db: Db,
  provider: PaymentProvider,
  params: CancelParams,
): Promise<{ changed: boolean; billing: BillingOverview }> {
  const changed = await cancelInsideWindow(db, provider, params);
  if (!changed) await explainNoCancellation(db, params.userId);
  return { changed, billing: await getBilling(db, provider, params.userId) };
}
