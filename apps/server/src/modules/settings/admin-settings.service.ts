import type { AdminSettings, AdminSettingsUpdate } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { type AuditActor, diffFields, recordAudit } from '../../lib/audit/record-audit';
import { getMembershipGraceDays, getPublicSettings, getTeamMemberLimit, readSettings } from './settings.service';
import { markSettingsChanged } from './settings-freshness';

/** What Admin → Settings shows: the public settings and the private ones, as they apply now. */
export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const [publicSettings, teamMemberLimit, membershipGraceDays, stored] = await Promise.all([
    getPublicSettings(db),
    getTeamMemberLimit(db),
    getMembershipGraceDays(db),
    readSettings(db, ['staffNotificationEmail']),
  ]);
  const staff = stored.staffNotificationEmail;
  return {
    ...publicSettings,
    staffNotificationEmail: typeof staff === 'string' && staff.trim() !== '' ? staff : null,
    teamMemberLimit,
    membershipGraceDays,
  };
}

/**
 * Writes only the keys whose value really changes, with one audit entry (before → after) in the same transaction,
 * then tells the settings caches. Nothing changed → nothing written, nothing audited.
 */
export async function updateSettings(db: Db, patch: AdminSettingsUpdate, actor: AuditActor): Promise<AdminSettings> {
  const changed = await db.transaction(async (tx) => {
    const before = await getAdminSettings(tx as unknown as Db);
    const changes = diffFields(before as Record<string, unknown>, patch);
    if (!changes) return false;
    for (const [key, { to }] of Object.entries(changes)) {
      // Written as JSON text: a cleared setting is the JSON null the readers fall back on, never an SQL NULL.
      const value = sql`${JSON.stringify(to)}::jsonb`;
      await tx
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    }
    await recordAudit(tx, {
      accountUserId: null,
      actor,
      action: 'settings.updated',
      subjectType: 'site_settings',
      subjectLabel: Object.keys(changes).join(', '),
      changes,
    });
    return true;
  });
  if (changed) await markSettingsChanged(db);
  return getAdminSettings(db);
}
