import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { siteSettings } from '../../db/schema';
import { DEFAULT_PRIVATE_SETTINGS, DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEYS } from '../../db/settings-defaults';
import { getStaffNotificationEmail } from './settings.service';

describe('site settings', () => {
  const server = useTestServer();

  const publicSettings = async () => {
    const response = await server().client().get('/api/settings/public');
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it('answers the public settings with their defaults, and only the public keys', async () => {
    const settings = await publicSettings();
    expect(settings).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(Object.keys(settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
  });

  it('gives back a stored string that looks like a number as a string, and a number as a number', async () => {
    await server().db.update(siteSettings).set({ value: '0042' }).where(eq(siteSettings.key, 'supportPhone'));
    await server().db.update(siteSettings).set({ value: 3 }).where(eq(siteSettings.key, 'freeTrialSpotsLeft'));
    try {
      expect(await publicSettings()).toMatchObject({
        supportPhone: '0042',
        whatsappNumber: DEFAULT_PUBLIC_SETTINGS.whatsappNumber,
        freeTrialSpotsLeft: 3,
      });
    } finally {
      for (const key of ['supportPhone', 'freeTrialSpotsLeft'] as const) {
        await server()
          .db.update(siteSettings)
          .set({ value: DEFAULT_PUBLIC_SETTINGS[key] })
          .where(eq(siteSettings.key, key));
      }
    }
  });

  it('seeds staffNotificationEmail with the support e-mail, and never sends it to the browser', async () => {
    const [row] = await server().db.select().from(siteSettings).where(eq(siteSettings.key, 'staffNotificationEmail'));
    expect(row?.value).toBe(DEFAULT_PUBLIC_SETTINGS.supportEmail);
    expect(DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail).toBe(DEFAULT_PUBLIC_SETTINGS.supportEmail);

    await server()
      .db.update(siteSettings)
      .set({ value: 'private-sales@example.com' })
      .where(eq(siteSettings.key, 'staffNotificationEmail'));
    const raw = await (await server().client().get('/api/settings/public')).text();
    expect(raw).not.toContain('staffNotificationEmail');
    expect(raw).not.toContain('private-sales@example.com');
    expect(await getStaffNotificationEmail(server().db)).toBe('private-sales@example.com');
  });

  it('falls back to the current support e-mail when the staff address is unset or blank', async () => {
    await server()
      .db.update(siteSettings)
      .set({ value: 'help@example.com' })
      .where(eq(siteSettings.key, 'supportEmail'));
    await server().db.update(siteSettings).set({ value: '  ' }).where(eq(siteSettings.key, 'staffNotificationEmail'));
    expect(await getStaffNotificationEmail(server().db)).toBe('help@example.com');
    await server().db.delete(siteSettings).where(eq(siteSettings.key, 'staffNotificationEmail'));
    expect(await getStaffNotificationEmail(server().db)).toBe('help@example.com');
  });
});
