import { type OrderStatus, type OrderView, receiptNumberOf, type SiteLanguage, titleIn } from '@receptiva/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type orders } from '../../db/schema';
import { customerTimelinesOf } from './customer-order-timeline';

type OrderRow = typeof orders.$inferSelect;

/** The orders as their buyer sees them, each with its lines in cart order (titled in `language` where the sale's
 * snapshot has it) and its timeline. */
export async function toOrderViews(db: Db, rows: OrderRow[], language: SiteLanguage): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  const timelines = await customerTimelinesOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    receiptNumber: receiptNumberOf(row.id),
    status: row.status as OrderStatus,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        slug: item.slug,
        ...titleIn(item.title, item.titleTranslations, language),
        quantity: item.quantity,
        unitListPriceCents: item.unitListPriceCents,
        unitPriceCents: item.unitPriceCents,
        lineTotalCents: item.lineTotalCents,
      })),
    fulfilmentStatus: row.fulfilmentStatus ?? null,
    timeline: timelines.get(row.id) ?? [],
  }));
}
