import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe, signIn } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { countRows, createTestServer, type TestServer } from '../../test/server';
import { profiles, siteSettings, users } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { DEFAULT_PUBLIC_SETTINGS } from './settings-defaults';

const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email);

const demoUserCount = async (server: TestServer) =>
  (await server.db.select().from(users).where(inArray(users.email, DEMO_EMAILS))).length;

describe('seeding outside production', () => {
  let database: TestDatabase;
  let first: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestServer({}, { database });
  });
  afterAll(async () => {
    await first?.close();
    await database?.drop();
  });

  it('seeds the demo accounts and settings once, however often the server starts', async () => {
    expect(await demoUserCount(first)).toBe(DEMO_ACCOUNTS.length);
    const settings = await countRows(first.db, siteSettings);
    const allUsers = await countRows(first.db, users);
    const allProfiles = await countRows(first.db, profiles);

    const again = await createTestServer({}, { database });
    const andAgain = await createTestServer({}, { database });
    await again.close();
    await andAgain.close();

    expect(await demoUserCount(first)).toBe(DEMO_ACCOUNTS.length);
    expect(await countRows(first.db, siteSettings)).toBe(settings);
    expect(await countRows(first.db, users)).toBe(allUsers);
    expect(await countRows(first.db, profiles)).toBe(allProfiles);
  });

  it('keeps a setting an admin changed when the server starts again', async () => {
    await first.db.update(siteSettings).set({ value: 'Acme Reception' }).where(eq(siteSettings.key, 'brandName'));
    const again = await createTestServer({}, { database });
    try {
      expect(await (await again.client().get('/api/settings/public')).json()).toMatchObject({
        brandName: 'Acme Reception',
      });
    } finally {
      await again.close();
      await first.db
        .update(siteSettings)
        .set({ value: DEFAULT_PUBLIC_SETTINGS.brandName })
        .where(eq(siteSettings.key, 'brandName'));
    }
  });

  it('lets the demo owner sign in as a paying member', async () => {
    const client = first.client();
    expect((await signIn(client, 'owner@demo.receptiva.test', DEMO_PASSWORD)).status).toBe(200);
    const me = await getMe(client);
    expect(me).toMatchObject({ role: 'user', isMember: true, hasTeamAccess: false });
    expect(me.profile).toMatchObject({ fullName: 'Olivia Owner' });
  });

  it.each([
    ['staff@demo.receptiva.test', { role: 'member', isMember: false, hasTeamAccess: false }],
    ['visitor@demo.receptiva.test', { role: 'user', isMember: false, hasTeamAccess: false }],
    ['teammate@demo.receptiva.test', { role: 'user', isMember: false, hasTeamAccess: true, hasAiAccess: true }],
  ])('gives %s the access its story needs', async (email, expected) => {
    const client = first.client();
    expect((await signIn(client, email, DEMO_PASSWORD)).status).toBe(200);
    expect(await getMe(client)).toMatchObject(expected);
  });
});

describe('seeding in production', () => {
  it('seeds settings but no demo accounts unless SEED_DEMO is set', async () => {
    const database = await createTestDatabase();
    try {
      const plain = await createTestServer({ NODE_ENV: 'production', PAYMENTS: 'test' }, { database });
      expect(await demoUserCount(plain)).toBe(0);
      const settings = await plain.db.select().from(siteSettings);
      expect(settings.map((s) => s.key)).toEqual(expect.arrayContaining(['brandName', 'supportEmail']));
      expect((await signIn(plain.client(), 'owner@demo.receptiva.test', DEMO_PASSWORD)).status).toBe(401);
      await plain.close();

      const asked = await createTestServer(
        { NODE_ENV: 'production', PAYMENTS: 'test', SEED_DEMO: 'true' },
        { database },
      );
      expect(await demoUserCount(asked)).toBe(DEMO_ACCOUNTS.length);
      await asked.close();
    } finally {
      await database.drop();
    }
  });
});
