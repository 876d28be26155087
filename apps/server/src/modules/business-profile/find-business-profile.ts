import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessProfiles } from '../../db/schema';

/** The owner's profile row, or null before anything was saved. */
export async function findBusinessProfile(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  return row ?? null;
}
