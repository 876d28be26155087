import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { services } from '../src/db/schema';
import { noteChanged } from '../src/lib/change-notices';

/**
 * Changes a service's row directly, then notes the change as an admin's save does (services-freshness.ts), so the
 * marketplace list, read once per change, shows it.
 */
export async function updateServiceRow(
  db: Db,
  slug: string,
  values: Partial<typeof services.$inferInsert>,
): Promise<void> {
  await db.update(services).set(values).where(eq(services.slug, slug));
  noteChanged('services');
}
