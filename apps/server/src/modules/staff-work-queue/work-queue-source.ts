import type { WorkQueueFilter, WorkQueueItem } from '@receptiva/shared';
import { eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** One tab of the queue: how many open items the filter keeps, and one page of them, the longest wait first. */
export interface WorkQueueSource {
  count(db: Db, filter: WorkQueueFilter, callerId: string): Promise<number>;
  page(
    db: Db,
    filter: WorkQueueFilter,
    callerId: string,
    range: { limit: number; offset: number },
  ): Promise<WorkQueueItem[]>;
}

/** "mine": the caller's; "unassigned": nobody's; "all": no condition. */
export const assigneeCondition = (column: AnyPgColumn, filter: WorkQueueFilter, callerId: string): SQL | undefined => {
  if (filter === 'mine') return eq(column, callerId);
  if (filter === 'unassigned') return isNull(column);
  return undefined;
};
