import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  analyticsEvents,
  emailOutbox,
  membershipConsents,
  membershipOrders,
  onboardingTasks,
  orders,
  testCheckoutSessions,
  verifications,
} from '../../db/schema';

/** The keys of a membership order's metadata that accounting needs and that say nothing about the person. */
const KEPT_METADATA_KEYS = ['setupFeeCents', 'consentId', 'locale'] as const;

const keptMetadata = sql`case when ${membershipOrders.metadata} is null then null else jsonb_strip_nulls(jsonb_build_object(${sql.join(
  KEPT_METADATA_KEYS.map((key) => sql`${key}::text, ${membershipOrders.metadata} -> ${key}::text`),
  sql`, `,
)})) end`;

/** An address that names nobody, the same for every record of one deleted account. */
export const deletedAddress = () => `deleted-${randomBytes(8).toString('hex')}@deleted.invalid`;

/**
 * What stays of a person after their account is deleted: orders and membership orders for accounting, under a
 * placeholder address (their user id goes with the user, by the foreign keys); the consent records without address,
 * IP or browser; first-party analytics without the browser; no queued or sent mail to them, no pending auth tokens, no onboarding tasks about them.
 */
export async function erasePersonalData(tx: Db, person: { userId: string; email: string }): Promise<void> {
  const placeholder = deletedAddress();
  const email = person.email.toLowerCase();
  const now = sql`now()`;
  await tx.update(orders).set({ email: placeholder, updatedAt: now }).where(eq(orders.userId, person.userId));
  await tx
    .update(membershipOrders)
    .set({ email: placeholder, metadata: keptMetadata, updatedAt: now })
    .where(eq(membershipOrders.userId, person.userId));
  await tx
    .update(membershipConsents)
    .set({ email: placeholder, ipAddress: '', userAgent: '' })
    .where(eq(membershipConsents.userId, person.userId));
  await tx.update(analyticsEvents).set({ userAgent: null }).where(eq(analyticsEvents.userId, person.userId));
  await tx
    .update(testCheckoutSessions)
    .set({ customerEmail: placeholder })
    .where(sql`lower(${testCheckoutSessions.customerEmail}) = ${email}`);
  await tx.delete(emailOutbox).where(eq(emailOutbox.to, email));
  // Staff's onboarding work about this customer (issue 15) names them and has no purpose once they are gone.
  await tx.delete(onboardingTasks).where(eq(onboardingTasks.accountUserId, person.userId));
  await tx.delete(verifications).where(eq(verifications.value, person.userId));
}
