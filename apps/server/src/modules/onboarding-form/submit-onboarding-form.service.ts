import type { OnboardingFormData, OnboardingSubmitted } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { onboardingSubmissions } from '../../db/schema';
import { renderOnboardingCopy } from '../../lib/mailer/onboarding-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { writeProfileParts } from '../business-profile/save-profile-part.service';
import { getPublicSettings } from '../settings/settings.service';
import { notifyStaffOfOnboardingForm } from './notify-staff-of-onboarding-form';

export interface OnboardingSender {
  /** The signed-in account, or null for a guest. */
  userId: string | null;
  email: string;
  contactName: string;
  locale: string;
}

/**
 * Stores a submitted onboarding form and, in the same transaction, saves a signed-in sender's answers to their
 * business profile, queues the sender's copy and tells staff: either all of it happened, or none. A guest's answers
 * wait for that e-mail's confirmed account (`linkGuestOnboardingSubmissions`). The caller kicks the mail worker.
 */
export async function submitOnboardingForm(
  db: Db,
  params: { sender: OnboardingSender; data: OnboardingFormData; publicUrl: string },
): Promise<OnboardingSubmitted> {
  const { sender, data, publicUrl } = params;
  const settings = await getPublicSettings(db);
  return db.transaction(async (tx) => {
    const email = sender.email.toLowerCase();
    const [row] = await tx
      .insert(onboardingSubmissions)
      .values({
        userId: sender.userId,
        email,
        contactName: sender.contactName,
        locale: sender.locale,
        data,
        linkedAt: sender.userId ? new Date() : null,
      })
      .returning({ id: onboardingSubmissions.id });
    if (sender.userId) {
      await writeProfileParts(tx, {
        ownerId: sender.userId,
        parts: { business: data.business, details: data.details, compliance: data.compliance },
      });
    }
    const submission = { id: row!.id, ...sender, email, data };
    await drizzleOutboxWriter(tx)(renderOnboardingCopy(submission, { brand: settings.brandName, publicUrl }));
    await notifyStaffOfOnboardingForm(tx, submission, { brand: settings.brandName, publicUrl });
    return { id: row!.id, email, isLinked: sender.userId !== null };
  });
}
