import type { OnboardingTaskList, onboardingTaskListQuerySchema } from '@receptiva/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { onboardingTasks } from '../../db/schema';
import { selectOnboardingTasks, toOnboardingTask } from './onboarding-task-view';

type ListQuery = z.output<typeof onboardingTaskListQuerySchema>;

const SORT_COLUMNS = {
  createdAt: onboardingTasks.createdAt,
  updatedAt: onboardingTasks.updatedAt,
  status: onboardingTasks.status,
  kind: onboardingTasks.kind,
} as const;

/** `GET /api/staff/onboarding-tasks`: staff's queue, filtered, sorted and paged in the database. */
export async function listOnboardingTasks(db: Db, query: ListQuery, staffUserId: string): Promise<OnboardingTaskList> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(onboardingTasks.status, query.status));
  if (query.kind) filters.push(eq(onboardingTasks.kind, query.kind));
  if (query.assignedToMe) filters.push(eq(onboardingTasks.assigneeUserId, staffUserId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.direction === 'asc' ? asc : desc;
  const rows = await selectOnboardingTasks(db)
    .where(where)
    // The id breaks ties, so a page never repeats or skips a task that shares a time or a status with another.
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(onboardingTasks.createdAt), asc(onboardingTasks.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(onboardingTasks).where(where);
  return {
    tasks: rows.map(toOnboardingTask),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total?.n ?? 0),
  };
}
