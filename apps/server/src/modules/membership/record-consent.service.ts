import { TERMS_DOCUMENT_VERSION } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipConsents, users } from '../../db/schema';
import { renderTermsReceipt } from '../../lib/mailer/membership-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import type { OutboxEntry } from '../../lib/mailer/types';
import { getPublicSettings } from '../settings/settings.service';

export interface ConsentValues {
  planName: string;
  amountCents: number;
  email: string;
  userId: string | null;
  ipAddress: string;
  userAgent: string;
  locale: string | undefined;
  /**
   * The receipt goes out now only to the signed-in caller's own address; a typed address gets it with the payment
   * (`queueDeferredTermsReceipt`), so that nobody can make us e-mail a stranger (decision 043).
   */
  sendReceiptNow: boolean;
}

/** Stores the consent and, for the caller's own address, queues the receipt of the terms in one transaction. */
export async function recordMembershipConsent(db: Db, values: ConsentValues) {
  const settings = await getPublicSettings(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(membershipConsents)
      .values({
        planName: values.planName,
        amountCents: values.amountCents,
        email: values.email,
        userId: values.userId,
        documentVersion: TERMS_DOCUMENT_VERSION,
        ipAddress: values.ipAddress,
        userAgent: values.userAgent,
      })
      .returning();
    if (values.sendReceiptNow) {
      await drizzleOutboxWriter(tx)(renderTermsReceipt(row!, { brand: settings.brandName, locale: values.locale }));
    }
    return { id: row!.id, documentVersion: row!.documentVersion };
  });
}

/** At the payment: the terms receipt of a consent that was given for a typed address and so not sent then. */
export async function queueDeferredTermsReceipt(
  tx: Db,
  consentId: unknown,
  options: { brand: string; locale: string | undefined; queueMail: (entry: OutboxEntry) => Promise<unknown> },
) {
  if (typeof consentId !== 'string') return;
  const [consent] = await tx.select().from(membershipConsents).where(eq(membershipConsents.id, consentId));
  if (!consent) return;
  if (consent.userId) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, consent.userId));
    if (user?.email.toLowerCase() === consent.email) return;
  }
  await options.queueMail(renderTermsReceipt(consent, { brand: options.brand, locale: options.locale }));
}
