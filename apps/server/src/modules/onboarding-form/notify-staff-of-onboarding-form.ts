import type { Db } from '../../db/client';
import { type OnboardingSubmissionDetails, renderOnboardingNotice } from '../../lib/mailer/onboarding-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { recordOnboardingTask } from '../onboarding-tasks/record-onboarding-task';
import { getStaffNotificationEmail } from '../settings/settings.service';

/** Where staff open a submission (the staff dashboard lists onboarding work; issue 15 point 7). */
export const onboardingSubmissionUrl = (publicUrl: string, submissionId: string) =>
  `${publicUrl}/staff-dashboard?onboarding=${encodeURIComponent(submissionId)}`;

/**
 * Everything staff are told about a submitted onboarding form, with the submission's own transaction, so a
 * submission and the work it creates commit together: a task in staff's onboarding queue, and the e-mail to the
 * staff address from settings with every answer and a link to it.
 */
export async function notifyStaffOfOnboardingForm(
  tx: Db,
  submission: OnboardingSubmissionDetails,
  settings: { brand: string; publicUrl: string },
): Promise<void> {
  await recordOnboardingTask(
    tx,
    {
      kind: 'onboarding-form',
      accountUserId: submission.userId,
      customerEmail: submission.email,
      customerName: submission.contactName,
      subjectId: submission.id,
      details: { Business: submission.data.business.businessName },
      publicUrl: settings.publicUrl,
    },
    null,
  );
  const staffEmail = await getStaffNotificationEmail(tx);
  await drizzleOutboxWriter(tx)(
    renderOnboardingNotice(submission, {
      brand: settings.brand,
      to: staffEmail,
      url: onboardingSubmissionUrl(settings.publicUrl, submission.id),
    }),
  );
}
