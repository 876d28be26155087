import { asc, eq, sql } from 'drizzle-orm';
import { membershipConsents, newsletterSubscribers } from '../../../db/schema';
import { type ExportSection, iso } from './export-types';

/**
 * `consents.json`: every legal consent given before a membership payment, with the terms' version and the address
 * and browser it came from, and the newsletter subscription of the account's e-mail address (never its
 * confirmation or unsubscribe token hashes).
 */
export const exportConsents: ExportSection = async (db, subject) => {
  const consents = await db
    .select()
    .from(membershipConsents)
    .where(eq(membershipConsents.userId, subject.userId))
    .orderBy(asc(membershipConsents.createdAt));
  const [newsletter] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${subject.email.toLowerCase()}`);
  return {
    membershipConsents: consents.map((consent) => ({
      id: consent.id,
      email: consent.email,
      planName: consent.planName,
      amountCents: consent.amountCents,
      termsVersion: consent.documentVersion,
      ipAddress: consent.ipAddress,
      userAgent: consent.userAgent,
      givenAt: iso(consent.createdAt),
    })),
    newsletter: newsletter
      ? {
          email: newsletter.email,
          language: newsletter.language,
          status: newsletter.status,
          subscribedAt: iso(newsletter.createdAt),
          confirmationSentAt: iso(newsletter.confirmationSentAt),
          confirmedAt: iso(newsletter.confirmedAt),
          unsubscribedAt: iso(newsletter.unsubscribedAt),
        }
      : null,
  };
};
