import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { getPublicSettings } from '../settings/settings.service';
import { newsletterLinkExpired, newsletterLinkInvalid } from './newsletter-errors';
import { hashNewsletterToken, unsubscribeTokenFor } from './newsletter-links';
import { CONFIRM_VALID_DAYS, queueWelcomeEmail } from './newsletter-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ConfirmParams {
  token: string;
  publicUrl: string;
  secret: string;
  now?: Date;
}

/**
 * Follows a confirmation link: the pending address becomes `confirmed` (from now on it receives the newsletter), the
 * link stops working, and a welcome e-mail is queued in the same transaction. An unknown, used or superseded link is
 * NEWSLETTER_LINK_INVALID; one older than its validity is NEWSLETTER_LINK_EXPIRED. A refusal changes nothing.
 */
export async function confirmSubscription(db: Db, params: ConfirmParams): Promise<void> {
  const now = params.now ?? new Date();
  const { brandName } = await getPublicSettings(db);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashNewsletterToken(params.token)))
      .for('update');
    if (row?.status !== 'pending') throw newsletterLinkInvalid();
    const sentAt = row.confirmationSentAt?.getTime() ?? 0;
    if (now.getTime() - sentAt > CONFIRM_VALID_DAYS * DAY_MS) throw newsletterLinkExpired();

    const unsubscribe = unsubscribeTokenFor(params.secret, row.id);
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'confirmed',
        confirmedAt: now,
        confirmTokenHash: null,
        unsubscribeTokenHash: unsubscribe.tokenHash,
        updatedAt: now,
      })
      .where(eq(newsletterSubscribers.id, row.id));
    await queueWelcomeEmail(
      tx,
      { email: row.email, language: row.language, unsubscribe },
      { publicUrl: params.publicUrl, brand: brandName },
    );
  });
}
