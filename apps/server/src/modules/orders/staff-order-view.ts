import {
  FULFILMENT_TRANSITIONS,
  type OrderStatus,
  receiptNumberOf,
  type StaffOrderDetail,
  type StaffOrderRow,
} from '@receptiva/shared';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderTimelineEntries, users } from '../../db/schema';

/** Orders with their customer's account name: the one select every staff read of orders starts from. */
export const selectStaffOrders = (db: Db) =>
  db
    .select({ order: getTableColumns(orders), customerName: users.name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId));

type Row = Awaited<ReturnType<ReturnType<typeof selectStaffOrders>['execute']>>[number];
type ItemRow = typeof orderItems.$inferSelect;

const itemsOf = async (db: Db, orderIds: string[]): Promise<ItemRow[]> =>
  orderIds.length === 0
    ? []
    : db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position));

const toRow = ({ order, customerName }: Row, items: ItemRow[]): StaffOrderRow => ({
  id: order.id,
  receiptNumber: receiptNumberOf(order.id),
  customerEmail: order.email,
  customerName: customerName ?? '',
  paymentStatus: order.status as OrderStatus,
  // Staff reads only paid orders, which always have a fulfilment status.
  fulfilmentStatus: order.fulfilmentStatus ?? 'paid',
  itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  itemTitles: items.map((item) => item.title),
  totalCents: order.totalCents,
  currency: order.currency,
  paidAt: order.paidAt?.toISOString() ?? null,
  updatedAt: order.updatedAt.toISOString(),
});

/** One table row per order, its lines read in one query. */
export async function toStaffOrderRows(db: Db, rows: Row[]): Promise<StaffOrderRow[]> {
  const items = await itemsOf(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) =>
    toRow(
      row,
      items.filter((item) => item.orderId === row.order.id),
    ),
  );
}

/** The order with its lines, its whole timeline (internal notes too) and the statuses it may move to now. */
export async function toStaffOrderDetail(db: Db, row: Row): Promise<StaffOrderDetail> {
  const items = await itemsOf(db, [row.order.id]);
  const timeline = await db
    .select()
    .from(orderTimelineEntries)
    .where(eq(orderTimelineEntries.orderId, row.order.id))
    .orderBy(asc(orderTimelineEntries.createdAt), asc(orderTimelineEntries.id));
  const base = toRow(row, items);
  return {
    ...base,
    subtotalCents: row.order.subtotalCents,
    discountCents: row.order.discountCents,
    locale: row.order.locale,
    items: items.map((item) => ({
      slug: item.slug,
      // Staff read the line as it was sold, in English (the snapshot's own language).
      title: item.title,
      lang: 'en',
      quantity: item.quantity,
      unitListPriceCents: item.unitListPriceCents,
      unitPriceCents: item.unitPriceCents,
      lineTotalCents: item.lineTotalCents,
    })),
    timeline: timeline.map((entry) => ({
      id: entry.id,
      status: entry.status,
      at: entry.createdAt.toISOString(),
      note: entry.note,
      noteSharedWithCustomer: entry.noteSharedWithCustomer,
      actor: entry.actorLabel,
    })),
    allowedTransitions: row.order.status === 'refunded' ? [] : [...FULFILMENT_TRANSITIONS[base.fulfilmentStatus]],
  };
}
