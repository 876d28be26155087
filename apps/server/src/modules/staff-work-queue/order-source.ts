import {
  FULFILMENT_TARGETS,
  FULFILMENT_TRANSITIONS,
  type FulfilmentStatus,
  receiptNumberOf,
  type WorkQueueFilter,
} from '@receptiva/shared';
import { and, asc, count, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderItems, orders, users } from '../../db/schema';
import { workAssigneeOf } from '../../lib/work-assignee';
import { assigneeCondition, type WorkQueueSource } from './work-queue-source';

const assignee = alias(users, 'assignee');
const customer = alias(users, 'customer');

/** Paid marketplace orders whose work is not finished (decision 024); a refunded order accepts no change. */
const whereOf = (filter: WorkQueueFilter, callerId: string) =>
  and(
    inArray(orders.fulfilmentStatus, ['paid', 'in_progress']),
    ne(orders.status, 'refunded'),
    assigneeCondition(orders.assigneeUserId, filter, callerId),
  );

/** Forward steps only: a cancellation, with its note, is made on the order's page. */
const nextStepsOf = (status: FulfilmentStatus) =>
  FULFILMENT_TARGETS.filter((target) => target !== 'cancelled' && FULFILMENT_TRANSITIONS[status].includes(target));

export const orderSource: WorkQueueSource = {
  async count(db, filter, callerId) {
    const [row] = await db.select({ n: count() }).from(orders).where(whereOf(filter, callerId));
    return Number(row?.n ?? 0);
  },
  async page(db, filter, callerId, { limit, offset }) {
    const rows = await db
      .select({
        order: getTableColumns(orders),
        customerName: customer.name,
        assigneeName: assignee.name,
        assigneeEmail: assignee.email,
      })
      .from(orders)
      .leftJoin(customer, eq(customer.id, orders.userId))
      .leftJoin(assignee, eq(assignee.id, orders.assigneeUserId))
      .where(whereOf(filter, callerId))
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(limit)
      .offset(offset);
    const ids = rows.map((row) => row.order.id);
    const lines =
      ids.length === 0
        ? []
        : await db
            .select({ orderId: orderItems.orderId, title: orderItems.title })
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.position));
    return rows.map(({ order, customerName, assigneeName, assigneeEmail }) => {
      const status = order.fulfilmentStatus ?? 'paid';
      return {
        kind: 'orders' as const,
        id: order.id,
        since: (order.paidAt ?? order.createdAt).toISOString(),
        customerName: customerName ?? '',
        customerEmail: order.email,
        assignee: workAssigneeOf(order.assigneeUserId, assigneeName, assigneeEmail),
        status,
        nextStatuses: nextStepsOf(status),
        order: {
          receiptNumber: receiptNumberOf(order.id),
          totalCents: order.totalCents,
          itemTitles: lines.filter((line) => line.orderId === order.id).map((line) => line.title),
        },
      };
    });
  },
};
