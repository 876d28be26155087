import { type BillingOverview, normalizeLanguage } from '@receptiva/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
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
    const [order] = await tx
      .update(membershipOrders)
      .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(membershipOrders.userId, params.userId), isCancellableMembershipOrder))
      .returning();
    if (!order) return false;
    if (order.providerSubscriptionId) await provider.cancelSubscription(order.providerSubscriptionId);
    else if (provider.name === 'stripe')
      params.logger.warn('cancelled order has no Stripe subscription', { id: order.id });
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
