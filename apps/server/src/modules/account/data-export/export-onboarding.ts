import { asc, eq } from 'drizzle-orm';
import { diyProgress, onboardingCalls, onboardingSubmissions } from '../../../db/schema';
import { toOnboardingCall } from '../../onboarding-calls/onboarding-call-view';
import { type ExportSection, iso } from './export-types';

/**
 * `onboarding.json`: the onboarding forms sent (with every answer), the onboarding calls booked, moved or cancelled,
 * and the DIY guide's ticked steps. The business profile those forms fed is in `profile.json`.
 */
export const exportOnboarding: ExportSection = async (db, subject) => {
  const forms = await db
    .select()
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.userId, subject.userId))
    .orderBy(asc(onboardingSubmissions.createdAt));
  const calls = await db
    .select()
    .from(onboardingCalls)
    .where(eq(onboardingCalls.userId, subject.userId))
    .orderBy(asc(onboardingCalls.startsAt));
  const steps = await db
    .select()
    .from(diyProgress)
    .where(eq(diyProgress.userId, subject.userId))
    .orderBy(asc(diyProgress.completedAt));
  return {
    onboardingForms: forms.map((form) => ({
      id: form.id,
      email: form.email,
      contactName: form.contactName,
      language: form.locale,
      answers: form.data,
      sentAt: iso(form.createdAt),
      linkedToAccountAt: iso(form.linkedAt),
    })),
    onboardingCalls: calls.map((call) => ({
      ...toOnboardingCall(call),
      language: call.locale,
      bookedAt: iso(call.createdAt),
      cancelledAt: iso(call.cancelledAt),
    })),
    diyGuideProgress: steps.map((step) => ({ stepId: step.stepId, completedAt: iso(step.completedAt) })),
  };
};
