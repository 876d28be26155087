import type { Db } from '../../db/client';
import { type OnboardingSubmissionDetails, renderOnboardingNotice } from '../../lib/mailer/onboarding-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { getStaffNotificationEmail } from '../settings/settings.service';

/** Where staff open a submission (the staff dashboard lists onboarding work; issue 15 point 7). */
export const onboardingSubmissionUrl = (publicUrl: string, submissionId: string) =>
  `${publicUrl}/staff-dashboard?onboarding=${encodeURIComponent(submissionId)}`;

/**
 * Everything staff are told about a submitted onboarding form, with the submission's own transaction: today the
 * e-mail to the staff address from settings, with a link to it. The staff task list (issue 15 point 7) adds its
 * "onboarding task" row here, so a submission and the work it creates commit together.
 */
export async function notifyStaffOfOnboardingForm(
  tx: Db,
  submission: OnboardingSubmissionDetails,
  settings: { brand: string; publicUrl: string },
): Promise<void> {
  const staffEmail = await getStaffNotificationEmail(tx);
  await drizzleOutboxWriter(tx)(
    renderOnboardingNotice(submission, {
      brand: settings.brand,
      to: staffEmail,
      url: onboardingSubmissionUrl(settings.publicUrl, submission.id),
    }),
  );
}
