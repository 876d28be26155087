import type { StaffOrderDetail } from '@receptiva/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectStaffOrders, toStaffOrderDetail } from './staff-order-view';

/** `GET /api/staff/orders/{orderId}`: a paid order (an unpaid one is nothing to fulfil: 404) with its timeline. */
export async function getStaffOrder(db: Db, orderId: string): Promise<StaffOrderDetail> {
  const [row] = await selectStaffOrders(db)
    .where(and(eq(orders.id, orderId), isNotNull(orders.fulfilmentStatus)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No paid order has this id.');
  return toStaffOrderDetail(db, row);
}
