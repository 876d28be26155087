import type { OrderTimelineStep } from '@receptiva/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type orders, orderTimelineEntries } from '../../db/schema';

type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'status' | 'updatedAt'>;

/**
 * Each order's timeline as its buyer sees it, oldest first: a note only when staff shared it, never who wrote it. An
 * order the refunds code marked refunded without a timeline step still shows the step, dated by the order's change.
 */
export async function customerTimelinesOf(db: Db, rows: OrderRow[]): Promise<Map<string, OrderTimelineStep[]>> {
  const entries =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderTimelineEntries)
          .where(
            inArray(
              orderTimelineEntries.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderTimelineEntries.createdAt), asc(orderTimelineEntries.id));
  return new Map(
    rows.map((row) => {
      const steps = entries
        .filter((entry) => entry.orderId === row.id)
        .map(
          (entry): OrderTimelineStep => ({
            status: entry.status,
            at: entry.createdAt.toISOString(),
            note: entry.noteSharedWithCustomer && entry.note.trim() !== '' ? entry.note : null,
          }),
        );
      if (row.status === 'refunded' && !steps.some((step) => step.status === 'refunded')) {
        steps.push({ status: 'refunded', at: row.updatedAt.toISOString(), note: null });
      }
      return [row.id, steps];
    }),
  );
}
