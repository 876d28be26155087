import type { OrderView, SiteLanguage } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toOrderViews } from './order-view';

/** The order behind a checkout session, for /checkout-success: only its own buyer may see it. */
export async function getOrderBySession(
  db: Db,
  sessionId: string,
  userId: string,
  language: SiteLanguage,
): Promise<OrderView> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.providerSessionId, sessionId), eq(orders.userId, userId)))
    .limit(1);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such order.');
  const [view] = await toOrderViews(db, rows, language);
  return view!;
}
