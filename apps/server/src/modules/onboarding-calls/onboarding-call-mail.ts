import { normalizeLanguage } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, onboardingCalls } from '../../db/schema';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { getPublicSettings } from '../settings/settings.service';
import type { OnboardingCallContext } from './onboarding-call-context';
import { type OnboardingCallEmailKind, renderOnboardingCallEmail } from './onboarding-call-emails';
import { manageCallUrl } from './onboarding-call-token';
import type { OnboardingCallRow } from './onboarding-call-view';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A reminder that would leave less than this before it is due is not worth sending: the confirmation is fresh. */
const MIN_REMINDER_LEAD_MS = 60 * 60 * 1000;

type Tx = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

/** Renders one of the customer's e-mails about `call` as it is now. */
async function render(tx: Tx, ctx: OnboardingCallContext, kind: OnboardingCallEmailKind, call: OnboardingCallRow) {
  const settings = await getPublicSettings(tx as Db);
  return renderOnboardingCallEmail(
    kind,
    { ...call, locale: normalizeLanguage(call.locale) ?? 'en' },
    {
      brand: settings.brandName,
      organizerEmail: settings.supportEmail,
      manageUrl: manageCallUrl(ctx.publicUrl, call.id, ctx.secret),
      bookUrl: `${ctx.publicUrl}/schedule-onboarding`,
      now: ctx.now,
    },
  );
}

/** Queues the confirmation, update or cancellation now, with the caller's transaction. */
export async function queueCallEmail(
  tx: Tx,
  ctx: OnboardingCallContext,
  kind: Exclude<OnboardingCallEmailKind, 'reminder'>,
  call: OnboardingCallRow,
) {
  await drizzleOutboxWriter(tx)(await render(tx, ctx, kind, call));
}

/**
 * Withdraws the call's pending reminder (a moved or cancelled call) and, for a booked call, queues a new one due a day
 * before it: the outbox holds it until then (`next_attempt_at`), so no scheduler is needed.
 */
export async function scheduleReminder(tx: Tx, ctx: OnboardingCallContext, call: OnboardingCallRow) {
  if (call.reminderEmailId) {
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.id, call.reminderEmailId), eq(emailOutbox.status, 'pending')));
  }
  const due = new Date(call.startsAt.getTime() - DAY_MS);
  let reminderEmailId: string | null = null;
  if (call.status === 'booked' && due.getTime() - ctx.now.getTime() >= MIN_REMINDER_LEAD_MS) {
    const { notBefore: _, ...entry } = await render(tx, ctx, 'reminder', call);
    const [row] = await tx
      .insert(emailOutbox)
      .values({ ...entry, nextAttemptAt: due })
      .returning({ id: emailOutbox.id });
    reminderEmailId = row!.id;
  }
  await tx.update(onboardingCalls).set({ reminderEmailId }).where(eq(onboardingCalls.id, call.id));
}
