import { type AdminOrderRow, type adminOrderFiltersSchema, csvLine } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { ORDER_KEYS, readOrderRows, toAdminOrderRow, whereOf } from './all-orders';

type Filters = z.output<typeof adminOrderFiltersSchema>;

/** Rows read per batch: memory stays flat however many orders match. */
export const EXPORT_BATCH_SIZE = 1000;

const HEADER = [
  'kind',
  'receipt_number',
  'order_id',
  'created_at',
  'paid_at',
  'customer_email',
  'customer_name',
  'description',
  'status',
  'fulfilment_status',
  'total',
  'refunded',
  'currency',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

const lineOf = (row: AdminOrderRow) =>
  csvLine([
    row.kind,
    row.receiptNumber,
    row.id,
    row.createdAt,
    row.paidAt,
    row.customerEmail,
    row.customerName,
    row.description,
    row.status,
    row.fulfilmentStatus,
    dollars(row.totalCents),
    dollars(row.refundedCents),
    row.currency.toUpperCase(),
  ]);

type Cursor = { at: string; id: string } | null;

/**
 * The filtered orders as CSV, newest first, read in keyset batches and written as they come. The cursor is the
 * creation time as PostgreSQL's text (microseconds kept, which a JS Date would lose) and the id.
 */
export function exportAdminOrdersCsv(db: Db, filters: Filters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = whereOf(filters);
  let cursor: Cursor = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // The byte order mark makes spreadsheet apps read the file as UTF-8 (names in every script).
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
        return;
      }
      const after = cursor ? sql` and (created_at, id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
      const keys = await queryRows<{ id: string; cursor_at: string }>(
        db,
        sql`select id, created_at::text as cursor_at from ${ORDER_KEYS} where ${where}${after}
          order by created_at desc, id desc limit ${EXPORT_BATCH_SIZE}`,
      );
      const rows = await readOrderRows(db, keys);
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((row) => lineOf(toAdminOrderRow(row))).join('')));
      const last = keys.at(-1);
      if (!last || keys.length < EXPORT_BATCH_SIZE) controller.close();
      else cursor = { at: last.cursor_at, id: last.id };
    },
  });
}
