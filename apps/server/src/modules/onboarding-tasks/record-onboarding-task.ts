import type { OnboardingTaskKind } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingTasks } from '../../db/schema';
import { renderOnboardingTaskNotice } from '../../lib/mailer/onboarding-task-templates';
import type { OutboxWriter } from '../../lib/mailer/types';
import { getPublicSettings, getStaffNotificationEmail } from '../settings/settings.service';

export interface NewOnboardingTask {
  kind: OnboardingTaskKind;
  /** The customer's account, when they have one (a guest's onboarding form has none yet). */
  accountUserId: string | null;
  customerEmail: string;
  customerName: string;
  /** The membership order, onboarding form or onboarding call the task is about. */
  subjectId: string;
  /** English label → value pairs staff see in the e-mail and the list ("Plan": "Annual Membership"). */
  details?: Record<string, string>;
  /** `env.PUBLIC_URL`: the staff e-mail links to `${publicUrl}/staff-dashboard`. */
  publicUrl: string;
}

/**
 * Adds a task to staff's onboarding queue and queues the staff e-mail, both with the caller's transaction (a payment
 * fulfilment, a form submission, a booking), so they commit or roll back with what caused them. A second call for the
 * same kind and subject (a replayed event, a re-submitted form) changes nothing and sends nothing: `created` is false.
 * `queueMail` null: the caller sends staff a notice of its own (the onboarding form's has every answer), so this one
 * would only repeat it.
 */
export async function recordOnboardingTask(
  tx: Pick<Db, 'insert' | 'select'>,
  task: NewOnboardingTask,
  queueMail: OutboxWriter | null,
): Promise<{ id: string | null; created: boolean }> {
  const details = task.details ?? {};
  const [row] = await tx
    .insert(onboardingTasks)
    .values({
      kind: task.kind,
      accountUserId: task.accountUserId,
      customerEmail: task.customerEmail.trim().toLowerCase(),
      customerName: task.customerName.trim(),
      subjectId: task.subjectId,
      details,
      createdAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: [onboardingTasks.kind, onboardingTasks.subjectId] })
    .returning({ id: onboardingTasks.id });
  if (!row) return { id: null, created: false };
  if (!queueMail) return { id: row.id, created: true };
  const db = tx as Db;
  const settings = await getPublicSettings(db);
  const to = await getStaffNotificationEmail(db);
  await queueMail(
    renderOnboardingTaskNotice(
      {
        kind: task.kind,
        taskId: row.id,
        customerName: task.customerName.trim(),
        customerEmail: task.customerEmail.trim().toLowerCase(),
        subjectId: task.subjectId,
        details,
      },
      { brand: settings.brandName, to, publicUrl: task.publicUrl },
    ),
  );
  return { id: row.id, created: true };
}
