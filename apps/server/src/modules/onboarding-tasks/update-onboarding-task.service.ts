import type { OnboardingTask, OnboardingTaskStatus } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields, recordAudit } from '../../lib/audit/record-audit';
import { selectOnboardingTasks, toOnboardingTask } from './onboarding-task-view';

export interface OnboardingTaskChange {
  status?: OnboardingTaskStatus;
  /** `me`: the caller takes it; null: nobody has it. */
  assignee?: 'me' | null;
}

/**
 * Staff move a task along (new → in progress → done; reopening is allowed, staff make mistakes) and take or release
 * it. The row is locked while it changes, and the change and its audit entry commit together. Setting what is
 * already set changes nothing and writes no audit entry.
 */
export async function updateOnboardingTask(
  db: Db,
  params: { taskId: string; change: OnboardingTaskChange; actor: AuditActor & { id: string } },
): Promise<OnboardingTask> {
  const { taskId, change, actor } = params;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(onboardingTasks).where(eq(onboardingTasks.id, taskId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'This onboarding task does not exist.');
    const next = {
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.assignee !== undefined ? { assigneeUserId: change.assignee === 'me' ? actor.id : null } : {}),
    };
    const changes = diffFields(before, next);
    if (!changes) return;
    await tx
      .update(onboardingTasks)
      .set({ ...next, updatedAt: sql`clock_timestamp()` })
      .where(eq(onboardingTasks.id, taskId));
    await recordAudit(tx, {
      // Staff's work, not the customer's: only admins read it.
      accountUserId: null,
      actor,
      action: 'onboarding_task.updated',
      subjectType: 'onboarding_task',
      subjectId: taskId,
      subjectLabel: `${before.kind}: ${before.customerName || before.customerEmail}`,
      changes,
    });
  });
  const [row] = await selectOnboardingTasks(db).where(eq(onboardingTasks.id, taskId));
  return toOnboardingTask(row!);
}
