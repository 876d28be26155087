import { normalizeLanguage, type SiteLanguage } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * The language a person chose for their e-mails (account settings; first set from the sign-up page's language), or
 * null without an account or a choice. It wins over the language of the page that caused the e-mail.
 */
export async function preferredLocaleOf(db: Pick<Db, 'select'>, userId: string | null): Promise<SiteLanguage | null> {
  if (!userId) return null;
  const [profile] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return normalizeLanguage(profile?.locale);
}
