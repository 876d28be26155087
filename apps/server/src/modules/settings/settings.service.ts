import type { PublicSettings } from '@receptiva/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { DEFAULT_PRIVATE_SETTINGS, DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEYS } from '../../db/settings-defaults';

/**
 * Stored values by key. Read as text and parsed here: the drivers already parse jsonb, and drizzle's jsonb column
 * parses a string result a second time, which turned a stored "15550102400" into a number.
 */
export async function readSettings(db: Db, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: siteSettings.key, json: sql<string>`${siteSettings.value}::text` })
    .from(siteSettings)
    .where(inArray(siteSettings.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.json) as unknown]));
}

/** Only the public keys are read, so a private setting can never leak through this answer. */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const stored = await readSettings(db, PUBLIC_SETTING_KEYS);
  return { ...DEFAULT_PUBLIC_SETTINGS, ...stored } as PublicSettings;
}

/** The staff address for booking notices; unset or blank falls back to the (possibly edited) support e-mail. */
export async function getStaffNotificationEmail(db: Db): Promise<string> {
  const stored = await readSettings(db, ['staffNotificationEmail', 'supportEmail']);
  const value = (key: string) => {
    const candidate = stored[key];
    return typeof candidate === 'string' && candidate.trim() !== '' ? candidate.trim() : null;
  };
  return value('staffNotificationEmail') ?? value('supportEmail') ?? DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail;
}

/** Admin → Settings `teamMemberLimit`; anything but a positive whole number falls back to the default. */
export async function getTeamMemberLimit(db: Db): Promise<number> {
  const { teamMemberLimit } = await readSettings(db, ['teamMemberLimit']);
  return Number.isInteger(teamMemberLimit) && (teamMemberLimit as number) > 0
    ? (teamMemberLimit as number)
    : DEFAULT_PRIVATE_SETTINGS.teamMemberLimit;
}

/** Admin → Settings `membershipGraceDays`; anything but a whole number of days (0 or more) falls back to 14. */
export async function getMembershipGraceDays(db: Db): Promise<number> {
  const { membershipGraceDays } = await readSettings(db, ['membershipGraceDays']);
  return Number.isInteger(membershipGraceDays) && (membershipGraceDays as number) >= 0
    ? (membershipGraceDays as number)
    : DEFAULT_PRIVATE_SETTINGS.membershipGraceDays;
}
