import { receiptNumberOf } from '@receptiva/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { workAssigneeOf } from '../../lib/work-assignee';

/**
 * Staff take or release a paid order's work (the staff dashboard, decision 037). The row is locked while it changes;
 * the change and its audit entry (admins' trail, like the fulfilment steps) commit together. Setting what is already
 * set writes nothing.
 */
export async function assignOrder(
  db: Db,
  params: { orderId: string; assignee: 'me' | null; actor: AuditActor & { id: string } },
) {
  const { orderId, actor } = params;
  const assigneeUserId = params.assignee === 'me' ? actor.id : null;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ assigneeUserId: orders.assigneeUserId })
      .from(orders)
      .where(and(eq(orders.id, orderId), isNotNull(orders.fulfilmentStatus)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'No paid order has this id.');
    if (current.assigneeUserId === assigneeUserId) return;
    // The order's last change stays what the customer did or what the work did: taking it is neither.
    await tx.update(orders).set({ assigneeUserId }).where(eq(orders.id, orderId));
    await recordAudit(tx, {
      accountUserId: null,
      actor,
      action: 'order.assignee_changed',
      subjectType: 'order',
      subjectId: orderId,
      subjectLabel: receiptNumberOf(orderId),
      changes: { assigneeUserId: { from: current.assigneeUserId, to: assigneeUserId } },
    });
  });
  if (!assigneeUserId) return { orderId, assignee: null };
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, assigneeUserId));
  return { orderId, assignee: workAssigneeOf(assigneeUserId, row?.name ?? null, row?.email ?? null) };
}
