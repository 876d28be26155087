import { ONBOARDING_TASK_STATUSES, type OnboardingTaskKind, type WorkQueueFilter } from '@receptiva/shared';
import { and, asc, count, eq, getTableColumns, isNull, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { businessProfiles, onboardingTasks, users } from '../../db/schema';
import { toOnboardingTask } from '../onboarding-tasks/onboarding-task-view';
import { assigneeCondition, type WorkQueueSource } from './work-queue-source';

const assignee = alias(users, 'assignee');

type QueueKind = 'onboarding-forms' | 'onboarding-calls' | 'new-members';

const TASK_KIND: Record<QueueKind, OnboardingTaskKind> = {
  'onboarding-forms': 'onboarding-form',
  'onboarding-calls': 'onboarding-call',
  'new-members': 'new-member',
};

/** The tasks not done yet; a new member also leaves the queue once their setup wizard is completed. */
function whereOf(kind: QueueKind, filter: WorkQueueFilter, callerId: string): SQL | undefined {
  return and(
    eq(onboardingTasks.kind, TASK_KIND[kind]),
    ne(onboardingTasks.status, 'done'),
    kind === 'new-members'
      ? or(isNull(businessProfiles.wizardStatus), ne(businessProfiles.wizardStatus, 'completed'))
      : undefined,
    assigneeCondition(onboardingTasks.assigneeUserId, filter, callerId),
  );
}

const fromTasks = (db: Db) =>
  db
    .select({
      task: getTableColumns(onboardingTasks),
      assigneeName: assignee.name,
      assigneeEmail: assignee.email,
      wizardStatus: businessProfiles.wizardStatus,
    })
    .from(onboardingTasks)
    .leftJoin(assignee, eq(assignee.id, onboardingTasks.assigneeUserId))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, onboardingTasks.accountUserId));

/** Submitted onboarding forms, booked onboarding calls or new members: staff's onboarding tasks (issue 15). */
export const onboardingTaskSource = (kind: QueueKind): WorkQueueSource => ({
  async count(db, filter, callerId) {
    const [row] = await db
      .select({ n: count() })
      .from(onboardingTasks)
      .leftJoin(businessProfiles, eq(businessProfiles.userId, onboardingTasks.accountUserId))
      .where(whereOf(kind, filter, callerId));
    return Number(row?.n ?? 0);
  },
  async page(db, filter, callerId, { limit, offset }) {
    const rows = await fromTasks(db)
      .where(whereOf(kind, filter, callerId))
      .orderBy(asc(onboardingTasks.createdAt), asc(onboardingTasks.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => {
      const task = toOnboardingTask(row);
      return {
        kind,
        id: task.id,
        since: task.createdAt,
        customerName: task.customerName,
        customerEmail: task.customerEmail,
        assignee: task.assignee,
        status: task.status,
        nextStatuses: ONBOARDING_TASK_STATUSES.filter((status) => status !== task.status),
        details: task.details,
        setup: kind === 'new-members' ? (row.wizardStatus === 'in_progress' ? 'in_progress' : 'not_started') : null,
      };
    });
  },
});
