import type { OnboardingTask } from '@receptiva/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { onboardingTasks, users } from '../../db/schema';

const assignee = alias(users, 'assignee');

/** Tasks with their assignee's name and e-mail: the one select every read of the queue starts from. */
export const selectOnboardingTasks = (db: Db) =>
  db
    .select({
      task: getTableColumns(onboardingTasks),
      assigneeName: assignee.name,
      assigneeEmail: assignee.email,
    })
    .from(onboardingTasks)
    .leftJoin(assignee, eq(assignee.id, onboardingTasks.assigneeUserId));

type Row = Awaited<ReturnType<ReturnType<typeof selectOnboardingTasks>['execute']>>[number];

export const toOnboardingTask = ({ task, assigneeName, assigneeEmail }: Row): OnboardingTask => ({
  id: task.id,
  kind: task.kind,
  status: task.status,
  accountUserId: task.accountUserId,
  customerEmail: task.customerEmail,
  customerName: task.customerName,
  subjectId: task.subjectId,
  details: task.details,
  assignee:
    task.assigneeUserId && assigneeEmail
      ? { userId: task.assigneeUserId, name: assigneeName ?? '', email: assigneeEmail }
      : null,
  createdAt: task.createdAt.toISOString(),
  updatedAt: task.updatedAt.toISOString(),
});
