import type { PublicSettings } from '@receptiva/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEYS } from './settings.defaults';

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, PUBLIC_SETTING_KEYS));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...DEFAULT_PUBLIC_SETTINGS, ...stored } as PublicSettings;
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
