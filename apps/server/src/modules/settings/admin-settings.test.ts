import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminSettings, ServerRenderer } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type ActorName, createActors } from '../../../test/actors';
import type { TestClient } from '../../../test/client';
import { countRows, TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { createApp } from '../../app';
import { auditLog, siteSettings } from '../../db/schema';
import { DEFAULT_PUBLIC_SETTINGS } from '../../db/settings-defaults';
import { getMembershipGraceDays, getStaffNotificationEmail, getTeamMemberLimit } from './settings.service';

const BASE = '/api/admin/settings';

describe('Admin → Settings API (issue 17)', () => {
  const server = useTestServer();
  let actors: Record<ActorName, Actor>;
  let admin: TestClient;

  beforeAll(async () => {
    actors = await createActors(server());
    admin = actors.admin.client;
  });

  const patch = (json: unknown, client = admin) => client.request(BASE, { method: 'PATCH', json });
  const patchOk = async (json: unknown) => {
    const response = await patch(json);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminSettings;
  };
  const settingsAudit = () =>
    server().db.select().from(auditLog).where(eq(auditLog.subjectType, 'site_settings')).orderBy(auditLog.createdAt);
  const publicSettings = async () =>
    (await (await server().client().get('/api/settings/public')).json()) as Record<string, unknown>;

  it('is for admins only: staff and everyone else are refused, and nothing is written', async () => {
    const before = await countRows(server().db, auditLog);
    expect((await actors.anonymous.client.get(BASE)).status).toBe(401);
    expect((await patch({ supportPhone: '+1 555 000 0000' }, actors.anonymous.client)).status).toBe(401);
    for (const name of ['user', 'member', 'teamMember', 'staff'] as const) {
      expect((await actors[name].client.get(BASE)).status).toBe(403);
      expect((await patch({ supportPhone: '+1 555 000 0000' }, actors[name].client)).status).toBe(403);
    }
    expect((await publicSettings()).supportPhone).toBe(DEFAULT_PUBLIC_SETTINGS.supportPhone);
    expect(await countRows(server().db, auditLog)).toBe(before);
  });

  it('shows every public setting and the private ones', async () => {
    const response = await admin.get(BASE);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS,
      staffNotificationEmail: DEFAULT_PUBLIC_SETTINGS.supportEmail,
      teamMemberLimit: await getTeamMemberLimit(server().db),
      membershipGraceDays: await getMembershipGraceDays(server().db),
    });
  });

  it('writes only the changed keys, audits before → after, and the public answer shows it at once', async () => {
    const auditBefore = (await settingsAudit()).length;
    const updated = await patchOk({
      supportPhone: '  +1 (555) 777-1234 ',
      brandName: DEFAULT_PUBLIC_SETTINGS.brandName,
      crmUrl: 'https://crm.example.com/login',
      teamMemberLimit: 7,
      membershipGraceDays: 0,
    });
    expect(updated).toMatchObject({
      supportPhone: '+1 (555) 777-1234',
      crmUrl: 'https://crm.example.com/login',
      teamMemberLimit: 7,
      membershipGraceDays: 0,
    });
    const entries = (await settingsAudit()).slice(auditBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'settings.updated',
      actorLabel: TEST_ADMIN_EMAIL,
      accountUserId: null,
      changes: {
        supportPhone: { from: DEFAULT_PUBLIC_SETTINGS.supportPhone, to: '+1 (555) 777-1234' },
        crmUrl: { from: null, to: 'https://crm.example.com/login' },
        teamMemberLimit: { from: expect.any(Number), to: 7 },
        membershipGraceDays: { from: expect.any(Number), to: 0 },
      },
    });
    expect(Object.keys(entries[0]?.changes ?? {})).not.toContain('brandName');

    const response = await server().client().get('/api/settings/public');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({
      supportPhone: '+1 (555) 777-1234',
      crmUrl: 'https://crm.example.com/login',
    });
    expect(await getTeamMemberLimit(server().db)).toBe(7);
    expect(await getMembershipGraceDays(server().db)).toBe(0);

    // The same values again: nothing to write, nothing audited.
    await patchOk({ supportPhone: '+1 (555) 777-1234', teamMemberLimit: 7 });
    expect((await settingsAudit()).length).toBe(auditBefore + 1);
  });

  it('clears an optional setting with a blank value: the readers fall back to their default', async () => {
    await patchOk({ staffNotificationEmail: 'sales@example.com', communityUrl: 'https://community.example.com' });
    expect(await getStaffNotificationEmail(server().db)).toBe('sales@example.com');

    const cleared = await patchOk({ staffNotificationEmail: '', communityUrl: '' });
    expect(cleared).toMatchObject({ staffNotificationEmail: null, communityUrl: null });
    const [row] = await server().db.select().from(siteSettings).where(eq(siteSettings.key, 'communityUrl'));
    expect(row).toBeDefined();
    expect((await publicSettings()).communityUrl).toBeNull();
    expect(await getStaffNotificationEmail(server().db)).toBe((await publicSettings()).supportEmail);
  });

  it('edits the address, the further social links and the pricing video; visitors get them at once', async () => {
    const values = {
      businessAddress: '  100 Main Street, Suite 4\nAustin, TX 78701 ',
      linkedinUrl: 'https://www.linkedin.com/company/receptiva',
      xUrl: 'https://x.com/receptiva',
      tiktokUrl: 'https://www.tiktok.com/@receptiva',
      pricingVideoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
    };
    const updated = await patchOk(values);
    const expected = { ...values, businessAddress: '100 Main Street, Suite 4\nAustin, TX 78701' };
    expect(updated).toMatchObject(expected);
    expect(await publicSettings()).toMatchObject(expected);
    const [entry] = (await settingsAudit()).slice(-1);
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(Object.keys(values).sort());

    expect(await patchOk({ businessAddress: '', tiktokUrl: '' })).toMatchObject({
      businessAddress: null,
      tiktokUrl: null,
    });
  });

  it.each([
    ['an address longer than 300 characters', { businessAddress: 'x'.repeat(301) }, 'businessAddress'],
    ['a LinkedIn URL that is not https', { linkedinUrl: 'http://linkedin.com/in/x' }, 'linkedinUrl'],
    ['an X profile that is not a URL', { xUrl: '@receptiva' }, 'xUrl'],
    ['a TikTok javascript: URL', { tiktokUrl: 'javascript:alert(1)' }, 'tiktokUrl'],
    ['a pricing video that is not https', { pricingVideoUrl: 'http://vimeo.com/1' }, 'pricingVideoUrl'],
    ['a URL that is not https', { crmUrl: 'http://crm.example.com' }, 'crmUrl'],
    ['a javascript: URL', { bookingWidgetUrl: 'javascript:alert(1)' }, 'bookingWidgetUrl'],
    ['a phone number with letters', { supportPhone: 'call us' }, 'supportPhone'],
    ['an e-mail without a domain', { supportEmail: 'support@' }, 'supportEmail'],
    ['a pixel id with letters', { pixelId: 'abc123' }, 'pixelId'],
    ['a WhatsApp number with a plus', { whatsappNumber: '+15550102400' }, 'whatsappNumber'],
    ['a negative free-trial counter', { freeTrialSpotsLeft: -1 }, 'freeTrialSpotsLeft'],
    ['a team limit of zero', { teamMemberLimit: 0 }, 'teamMemberLimit'],
    ['an empty brand name', { brandName: '  ' }, 'brandName'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_, body, field) => {
    const before = await (await admin.get(BASE)).json();
    const auditBefore = await countRows(server().db, auditLog);
    const response = await patch({
      ...body,
      supportPhone: '+1 555 999 0000',
      ...(field === 'supportPhone' ? body : {}),
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(error.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.error.fields ?? {})).toContain(field);
    expect(await (await admin.get(BASE)).json()).toEqual(before);
    expect(await countRows(server().db, auditLog)).toBe(auditBefore);
  });

  it("shows a change on the next server-rendered page load, within the render cache's TTL", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'receptiva-settings-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    afterAll(() => rmSync(webDist, { recursive: true, force: true }));
    const renderer: ServerRenderer = {
      isServerRenderedPath: () => true,
      renderPage: async ({ settings }) => ({ status: 200, html: `<footer>${settings.supportPhone}</footer>` }),
    };
    const site = createApp({ ...server().deps, webDist, renderer });
    await patchOk({ supportPhone: '+1 555 100 2000' });
    expect(await (await site.request('/')).text()).toContain('+1 555 100 2000');
    await patchOk({ supportPhone: '+1 555 300 4000' });
    expect(await (await site.request('/')).text()).toContain('+1 555 300 4000');
  });

  it('says which adapters are live: the test server runs on the local ones', async () => {
    const response = await admin.get(`${BASE}/adapters`);
    expect(await response.json()).toEqual({ payments: 'test', email: 'outbox', voice: 'local' });
    expect((await actors.staff.client.get(`${BASE}/adapters`)).status).toBe(403);
  });

  it('refuses an unknown key instead of silently ignoring it', async () => {
    const response = await patch({ supportPhon: '+1 555 000 0000' });
    expect(response.status).toBe(400);
  });
});
