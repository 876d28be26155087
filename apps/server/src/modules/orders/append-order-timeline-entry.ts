import type { OrderTimelineStatus } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderTimelineEntries } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';

export interface OrderTimelineEntry {
  orderId: string;
  status: OrderTimelineStatus;
  /** Internal unless `noteSharedWithCustomer`. */
  note?: string;
  noteSharedWithCustomer?: boolean;
  actor: AuditActor;
}

/** The actor of the steps the payment provider causes (paid, a refund Stripe reports). */
export const PAYMENT_ACTOR: AuditActor = { id: null, label: 'Payment' };

/**
 * Appends one step to an order's timeline with the caller's handle, so it commits or rolls back with the change it
 * records (the payment's fulfilment, a staff change, a refund). A step other than `refunded` that the order already
 * has is not written again: answers false.
 */
export async function appendOrderTimelineEntry(db: Pick<Db, 'insert'>, entry: OrderTimelineEntry): Promise<boolean> {
  const rows = await db
    .insert(orderTimelineEntries)
    .values({
      orderId: entry.orderId,
      status: entry.status,
      note: entry.note ?? '',
      noteSharedWithCustomer: entry.noteSharedWithCustomer ?? false,
      actorUserId: entry.actor.id,
      actorLabel: entry.actor.label,
      // The clock's time, not the transaction's: two steps written by one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing()
    .returning({ id: orderTimelineEntries.id });
  return rows.length > 0;
}
