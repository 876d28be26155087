import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { newsletterLinkInvalid } from './newsletter-errors';
import { hashNewsletterToken } from './newsletter-links';

/**
 * Follows an unsubscribe link (one click from a mail client, or the button of the page): the address receives
 * nothing more, and a pending confirmation link stops working. Idempotent: a second use answers the same and keeps
 * the first time. A token that matches no row is NEWSLETTER_LINK_INVALID.
 */
export async function unsubscribeFromNewsletter(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashNewsletterToken(token)))
      .for('update');
    if (!row) throw newsletterLinkInvalid();
    if (row.status === 'unsubscribed') return;
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
  });
}
