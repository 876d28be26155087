import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import type { OutboxWriter } from '../../lib/mailer/types';
import type { PaymentEvent } from '../../lib/payments/types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What one kind of purchase does with a verified event (`metadata.kind`: 'membership', later 'order'). */
export type FulfilmentHandler = (tx: Tx, event: PaymentEvent, queueMail: OutboxWriter) => Promise<void>;

export const PAID_EVENT_TYPES = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
export const FAILED_EVENT_TYPES = new Set(['checkout.session.async_payment_failed', 'checkout.session.expired']);

/**
 * Exactly-once: the event id is recorded in the same transaction as its effect, so a replay finds it and does
 * nothing; concurrent deliveries of one id wait on its primary key and then do nothing. Each handler's own status
 * change is one conditional UPDATE, so two different events for one session (completed, then async succeeded) or
 * events out of order cannot pay twice or undo a payment.
 */
export async function fulfilPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  handlers: Record<string, FulfilmentHandler>,
  queueMail: (tx: Tx) => OutboxWriter,
): Promise<{ isDuplicate: boolean }> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, sessionId: event.sessionId })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { isDuplicate: true };
    const handler = handlers[event.metadata.kind ?? ''];
    if (handler) await handler(tx, event, queueMail(tx));
    return { isDuplicate: false };
  });
}
