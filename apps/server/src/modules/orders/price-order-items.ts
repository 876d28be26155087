import {
  memberPriceCents,
  type OrderCheckoutInput,
  type TitleTranslations,
  titleTranslationsOf,
} from '@receptiva/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { validationFailed } from '../../lib/validation';

export interface PricedLine {
  serviceId: string;
  slug: string;
  title: string;
  /** The service's title in every language it is translated into, as it reads at the sale (decision 025). */
  titleTranslations: TitleTranslations;
  unitListPriceCents: number;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  position: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * Prices the requested lines from the database alone: active services at their list price, less the member discount
 * computed by the same function the marketplace shows. An unknown or inactive slug is a field error, not a 5xx.
 */
export async function priceOrderItems(db: Db, items: OrderCheckoutInput['items']): Promise<PricedOrder> {
  const rows = await db
    .select({
      id: services.id,
      slug: services.slug,
      title: services.title,
      translations: services.translations,
      listPriceCents: services.listPriceCents,
    })
    .from(services)
    .where(
      and(
        inArray(
          services.slug,
          items.map((item) => item.slug),
        ),
        eq(services.isActive, true),
      ),
    );
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const unknown = items.flatMap((item, index) => (bySlug.has(item.slug) ? [] : [index]));
  if (unknown.length > 0) {
    throw validationFailed(
      Object.fromEntries(unknown.map((index) => [`items.${index}.slug`, 'This service is not available.'])),
    );
  }
  const lines = items.map((item, position): PricedLine => {
    const service = bySlug.get(item.slug)!;
    const unitPriceCents = memberPriceCents(service.listPriceCents);
    return {
      serviceId: service.id,
      slug: service.slug,
      title: service.title,
      titleTranslations: titleTranslationsOf(service.translations),
      unitListPriceCents: service.listPriceCents,
      unitPriceCents,
      quantity: item.quantity,
      lineTotalCents: unitPriceCents * item.quantity,
      position,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitListPriceCents * line.quantity, 0);
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return { lines, subtotalCents, discountCents: subtotalCents - totalCents, totalCents };
}
