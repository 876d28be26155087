import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEYS, type PublicSettings } from './settings.defaults';

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, PUBLIC_SETTING_KEYS));
  const settings: PublicSettings = { ...DEFAULT_PUBLIC_SETTINGS };
  for (const row of rows) (settings as Record<string, unknown>)[row.key] = row.value;
  return settings;
}

export async function seedDefaultSettings(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values(
      Object.entries(DEFAULT_PUBLIC_SETTINGS)
        .filter(([, value]) => value !== null) // unset stays absent: the default applies
        .map(([key, value]) => ({ key, value })),
    )
    .onConflictDoNothing();
}
