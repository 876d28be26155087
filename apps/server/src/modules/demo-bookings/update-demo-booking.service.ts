import type { DemoBookingStatus } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoBookings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields, recordAudit } from '../../lib/audit/record-audit';
import { type DemoBookingItem, selectDemoBookingItems, toDemoBookingItem } from './demo-booking-item-view';

export interface DemoBookingChange {
  status?: DemoBookingStatus;
  /** `me`: the caller takes it; null: nobody has it. */
  assignee?: 'me' | null;
}

/**
 * Staff call a visitor back and move the booking along, take it or release it (the staff dashboard, decision 037).
 * The row is locked while it changes; the change and its audit entry commit together. Setting what is already set
 * changes nothing and writes no entry.
 */
export async function updateDemoBooking(
  db: Db,
  params: { bookingId: string; change: DemoBookingChange; actor: AuditActor & { id: string } },
): Promise<DemoBookingItem> {
  const { bookingId, change, actor } = params;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(demoBookings).where(eq(demoBookings.id, bookingId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'This demo booking does not exist.');
    const next = {
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.assignee !== undefined ? { assigneeUserId: change.assignee === 'me' ? actor.id : null } : {}),
    };
    const changes = diffFields(before, next);
    if (!changes) return;
    await tx
      .update(demoBookings)
      .set({ ...next, updatedAt: sql`clock_timestamp()` })
      .where(eq(demoBookings.id, bookingId));
    await recordAudit(tx, {
      // Staff's work on a visitor who has no account: only admins read it.
      accountUserId: null,
      actor,
      action: 'demo_booking.updated',
      subjectType: 'demo_booking',
      subjectId: bookingId,
      subjectLabel: `${before.name} (${before.email})`,
      changes,
    });
  });
  const [row] = await selectDemoBookingItems(db).where(eq(demoBookings.id, bookingId));
  return toDemoBookingItem(row!);
}
