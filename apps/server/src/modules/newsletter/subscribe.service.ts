import { randomUUID } from 'node:crypto';
import type { SiteLanguage } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { getPublicSettings } from '../settings/settings.service';
import { createConfirmToken, unsubscribeTokenFor } from './newsletter-links';
import { queueConfirmationEmail } from './newsletter-mail';

/** A pending address gets another confirmation e-mail only this long after the last one. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

interface SubscribeParams {
  /** Already checked; compared case-insensitively. */
  email: string;
  language: SiteLanguage;
  publicUrl: string;
  secret: string;
  now?: Date;
}

type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** Whether a sign-up for this row sends a (new) confirmation e-mail. A confirmed subscriber stays as they are. */
function needsConfirmationEmail(row: Subscriber, now: Date): boolean {
  if (row.status === 'confirmed') return false;
  if (row.status === 'unsubscribed') return true;
  const sentAt = row.confirmationSentAt?.getTime() ?? 0;
  return now.getTime() - sentAt >= RESEND_AFTER_MS;
}

/**
 * A sign-up (double opt-in): a new address becomes a `pending` row with a confirmation e-mail in the visitor's
 * language; a pending one gets a fresh link (at most every 10 minutes); an unsubscribed one starts over as pending; a
 * confirmed one is left alone. Row and e-mail are written in one transaction. The caller learns only whether mail was
 * queued (to wake the worker), never tells the visitor, so the answer does not reveal who is subscribed.
 */
export async function subscribeToNewsletter(db: Db, params: SubscribeParams): Promise<{ isMailQueued: boolean }> {
  const now = params.now ?? new Date();
  const email = params.email.trim().toLowerCase();
  const { brandName } = await getPublicSettings(db);
  const context = { publicUrl: params.publicUrl, brand: brandName };

  return db.transaction(async (tx) => {
    const id = randomUUID();
    const confirm = createConfirmToken();
    const unsubscribe = unsubscribeTokenFor(params.secret, id);
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({
        id,
        email,
        language: params.language,
        status: 'pending',
        confirmTokenHash: confirm.tokenHash,
        confirmationSentAt: now,
        unsubscribeTokenHash: unsubscribe.tokenHash,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length > 0) {
      await queueConfirmationEmail(
        tx,
        { email, language: params.language, unsubscribe, confirmToken: confirm.token },
        context,
      );
      return { isMailQueued: true };
    }

    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
      .for('update');
    if (!existing || !needsConfirmationEmail(existing, now)) return { isMailQueued: false };

    const kept = unsubscribeTokenFor(params.secret, existing.id);
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'pending',
        language: params.language,
        confirmTokenHash: confirm.tokenHash,
        confirmationSentAt: now,
        unsubscribeTokenHash: kept.tokenHash,
        unsubscribedAt: null,
        updatedAt: now,
      })
      .where(eq(newsletterSubscribers.id, existing.id));
    await queueConfirmationEmail(
      tx,
      { email, language: params.language, unsubscribe: kept, confirmToken: confirm.token },
      context,
    );
    return { isMailQueued: true };
  });
}
