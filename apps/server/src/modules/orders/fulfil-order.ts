import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, users } from '../../db/schema';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import { customerNameOf } from '../../lib/payments/customer-name';
import { FAILED_EVENT_TYPES, type FulfilmentHandler, PAID_EVENT_TYPES } from '../../lib/payments/fulfilment';
import { getPublicSettings, getStaffNotificationEmail } from '../settings/settings.service';
import { appendOrderTimelineEntry, PAYMENT_ACTOR } from './append-order-timeline-entry';
import { renderNewOrderStaffNotice } from './new-order-staff-notice';
import { renderOrderReceipt } from './order-receipt-email';

/**
 * Paid: one conditional UPDATE from pending (or failed, when a failure arrived before the success) to paid, which also
 * puts the order in staff's fulfilment queue (decision 024); only the delivery that changed the row starts the
 * timeline, queues the receipt and tells staff, so a replay does none of it again. Failed: only a pending order
 * fails, so a late failure never undoes a payment.
 */
export const orderFulfilment =
  (publicUrl: string): FulfilmentHandler =>
  async (tx, event, queueMail) => {
    if (!event.sessionId) return;
    if (PAID_EVENT_TYPES.has(event.type) && event.paymentStatus === 'paid') {
      const [order] = await tx
        .update(orders)
        .set({
          status: 'paid',
          fulfilmentStatus: 'paid',
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
        await appendOrderTimelineEntry(tx, { orderId: order.id, status: 'paid', actor: PAYMENT_ACTOR });
        const items = await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.position));
        const settings = await getPublicSettings(tx);
        const locale = (await preferredLocaleOf(tx, order.userId)) ?? order.locale;
        await queueMail(renderOrderReceipt({ ...order, locale }, items, { brand: settings.brandName }));
        await queueMail(
          renderNewOrderStaffNotice({ ...order, customerName: await customerNameOf(tx, order.userId) }, items, {
            brand: settings.brandName,
            to: await getStaffNotificationEmail(tx),
            publicUrl,
          }),
        );
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
