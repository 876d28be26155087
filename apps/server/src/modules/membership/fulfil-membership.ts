import { MEMBERSHIP_COMMITMENT_MONTHS } from '@receptiva/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { membershipOrders } from '../../db/schema';
import { renderMembershipReceipt } from '../../lib/mailer/membership-templates';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import { FAILED_EVENT_TYPES, type FulfilmentHandler, PAID_EVENT_TYPES } from '../../lib/payments/fulfilment';
import { getPublicSettings } from '../settings/settings.service';

/**
 * Paid: one conditional UPDATE from pending (or failed, when a failure arrived before the success) to paid; only the
 * delivery that changed the row sends the receipt. Failed: only a pending order fails, so a late failure never undoes
 * a payment.
 */
export const fulfilMembershipEvent: FulfilmentHandler = async (tx, event, queueMail) => {
  if (!event.sessionId) return;
  if (PAID_EVENT_TYPES.has(event.type) && event.paymentStatus === 'paid') {
    const [order] = await tx
      .update(membershipOrders)
      .set({
        status: 'paid',
        paidAt: sql`now()`,
        commitmentEndsAt: sql`now() + make_interval(months => ${MEMBERSHIP_COMMITMENT_MONTHS})`,
        providerCustomerId: event.customerId,
        providerSubscriptionId: event.subscriptionId,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(membershipOrders.providerSessionId, event.sessionId),
          inArray(membershipOrders.status, ['pending', 'failed']),
        ),
      )
      .returning();
    if (order) {
      const settings = await getPublicSettings(tx);
      const locale = (await preferredLocaleOf(tx, order.userId)) ?? order.metadata?.locale;
      await queueMail(
        renderMembershipReceipt({ ...order, metadata: { ...order.metadata, locale } }, { brand: settings.brandName }),
      );
    }
    return;
  }
  if (FAILED_EVENT_TYPES.has(event.type)) {
    await tx
      .update(membershipOrders)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(membershipOrders.providerSessionId, event.sessionId), eq(membershipOrders.status, 'pending')));
  }
};
