import { TERMS_DOCUMENT_VERSION } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { membershipConsents } from '../../db/schema';
import { renderTermsReceipt } from '../../lib/mailer/membership-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { getPublicSettings } from '../settings/settings.service';

export interface ConsentValues {
  planName: string;
  amountCents: number;
  email: string;
  userId: string | null;
  ipAddress: string;
  userAgent: string;
  locale: string | undefined;
}

/** Stores the consent and queues the receipt of the terms in one transaction (DESIGN §4: before the checkout). */
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
    await drizzleOutboxWriter(tx)(renderTermsReceipt(row!, { brand: settings.brandName, locale: values.locale }));
    return { id: row!.id, documentVersion: row!.documentVersion };
  });
}
