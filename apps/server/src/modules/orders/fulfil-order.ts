import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, users } from '../../db/schema';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import { FAILED_EVENT_TYPES, type FulfilmentHandler, PAID_EVENT_TYPES } from '../../lib/payments/fulfilment';
import { getPublicSettings } from '../settings/settings.service';
import { renderOrderReceipt } from './order-receipt-email';

/**
 * Paid: one conditional UPDATE from pending (or failed, when a failure arrived before the success) to paid; only the
 * delivery that changed the row queues the receipt. Failed: only a pending order fails, so a late failure never
 * undoes a payment.
 */
export const fulfilOrderEvent: FulfilmentHandler = async (tx, event, queueMail) => {
  if (!event.sessionId) return;
  if (PAID_EVENT_TYPES.has(event.type) && event.paymentStatus === 'paid') {
    const [order] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: sql`now()`,
        providerPaymentReference: event.paymentReference,
        // An order without an account (its buyer's account deleted) goes to the account that confirmed its e-mail.
        userId: sql`coalesce(${orders.userId}, (select ${users.id} from ${users}
          where lower(${users.email}) = lower(${orders.email}) and ${users.emailVerified} limit 1))`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.providerSessionId, event.sessionId), inArray(orders.status, ['pending', 'failed'])))
      .returning();
    if (order) {
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.position));
      const settings = await getPublicSettings(tx);
      const locale = (await preferredLocaleOf(tx, order.userId)) ?? order.locale;
      await queueMail(renderOrderReceipt({ ...order, locale }, items, { brand: settings.brandName }));
    }
    return;
  }
  if (FAILED_EVENT_TYPES.has(event.type)) {
    await tx
      .update(orders)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(orders.providerSessionId, event.sessionId), eq(orders.status, 'pending')));
  }
};
