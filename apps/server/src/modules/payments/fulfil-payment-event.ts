import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import type { OutboxWriter } from '../../lib/mailer/types';
import type { FulfilmentHandlers, PaymentTx } from '../../lib/payments/fulfilment';
import type { PaymentEvent } from '../../lib/payments/types';

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
  handlers: FulfilmentHandlers,
  queueMail: (tx: PaymentTx) => OutboxWriter,
): Promise<{ isDuplicate: boolean }> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, sessionId: event.sessionId })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { isDuplicate: true };
    // An event about a charge (`charge.refunded`) carries no purchase kind: its type names its handler.
    const handler = handlers[event.type] ?? handlers[event.metadata.kind ?? ''];
    if (handler) await handler(tx, event, queueMail(tx));
    return { isDuplicate: false };
  });
}
