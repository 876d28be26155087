import {
  FULFILMENT_TRANSITIONS,
  type FulfilmentTarget,
  receiptNumberOf,
  type StaffOrderDetail,
} from '@receptiva/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import { getPublicSettings } from '../settings/settings.service';
import { appendOrderTimelineEntry } from './append-order-timeline-entry';
import { renderFulfilmentStatusEmail } from './fulfilment-status-email';
import { getStaffOrder } from './get-staff-order.service';

export interface FulfilmentChange {
  status: FulfilmentTarget;
  note: string;
  shareNote: boolean;
}

const notAllowed = (from: string, to: string) =>
  new AppError(
    'ORDER_TRANSITION_NOT_ALLOWED',
    `This order is ${from.replace('_', ' ')}: it cannot move to ${to.replace('_', ' ')}.`,
    {
      status: `Not allowed from ${from.replace('_', ' ')}.`,
    },
  );

/**
 * Staff move a paid order along (decision 024). The row is locked, the transition checked, and the UPDATE is
 * conditional on the status it was read with, so a repeated or concurrent change applies once: the second waits on
 * the lock, then finds the order already moved and gets 409. The timeline step, the audit entry and the customer's
 * e-mail commit with the change.
 */
export async function changeFulfilmentStatus(
  db: Db,
  params: { orderId: string; change: FulfilmentChange; actor: AuditActor & { id: string }; publicUrl: string },
): Promise<StaffOrderDetail> {
  const { orderId, change, actor } = params;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), isNotNull(orders.fulfilmentStatus)))
      .for('update');
    if (!current?.fulfilmentStatus) throw new AppError('NOT_FOUND', 'No paid order has this id.');
    const from = current.fulfilmentStatus;
    if (current.status === 'refunded') throw notAllowed('refunded', change.status);
    if (!FULFILMENT_TRANSITIONS[from].includes(change.status)) throw notAllowed(from, change.status);
    const [moved] = await tx
      .update(orders)
      .set({ fulfilmentStatus: change.status, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.fulfilmentStatus, from)))
      .returning();
    if (!moved) throw notAllowed(from, change.status);
    const note = change.note.trim();
    const shared = change.shareNote && note !== '';
    await appendOrderTimelineEntry(tx, {
      orderId,
      status: change.status,
      note,
      noteSharedWithCustomer: shared,
      actor,
    });
    await recordAudit(tx, {
      accountUserId: null,
      actor,
      action: 'order.fulfilment_status_changed',
      subjectType: 'order',
      subjectId: orderId,
      subjectLabel: receiptNumberOf(orderId),
      changes: {
        fulfilmentStatus: { from, to: change.status },
        ...(note ? { note: { from: null, to: note }, noteSharedWithCustomer: { from: null, to: shared } } : {}),
      },
    });
    const [account] = current.userId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, current.userId))
      : [];
    const settings = await getPublicSettings(tx);
    await drizzleOutboxWriter(tx)(
      renderFulfilmentStatusEmail(
        { orderId, status: change.status, sharedNote: shared ? note : null },
        {
          email: account?.email ?? current.email,
          locale: (await preferredLocaleOf(tx, current.userId)) ?? current.locale,
        },
        { brand: settings.brandName, publicUrl: params.publicUrl },
      ),
    );
  });
  return getStaffOrder(db, orderId);
}
