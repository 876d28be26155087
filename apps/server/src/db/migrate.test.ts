import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/server';
import { MIGRATIONS_FOLDER, migrate } from './migrate';
import { queryRows } from './query-rows';
import { profiles, users } from './schema';

const TABLES = [
  'users',
  'sessions',
  'accounts',
  'verifications',
  'profiles',
  'user_roles',
  'team_members',
  'membership_orders',
  'email_outbox',
  'site_settings',
  'rate_limits',
  'demo_bookings',
  'analytics_events',
];

describe('migrations', () => {
  const server = useTestServer();

  it('creates every table', async () => {
    const rows = await queryRows<{ table_name: string }>(
      server().db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(TABLES));
  });

  it('has applied every committed migration, and applying again changes nothing', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = () =>
      queryRows<{ n: number }>(server().db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((await applied())[0]?.n).toBe(journal.entries.length);
    await migrate(server().deps.database);
    expect((await applied())[0]?.n).toBe(journal.entries.length);
  });

  it('installs the users_create_profile trigger', async () => {
    const rows = await queryRows<{ tgname: string }>(
      server().db,
      sql`select tgname from pg_trigger where tgrelid = 'users'::regclass and not tgisinternal`,
    );
    expect(rows.map((r) => r.tgname)).toEqual(
      expect.arrayContaining(['users_create_profile', 'users_sync_profile_email']),
    );
  });

  it('writes a profile for a user inserted by any code path, and follows an e-mail change', async () => {
    const id = crypto.randomUUID();
    await server()
      .db.insert(users)
      .values({ id, email: 'direct@example.com', name: 'Direct Insert', firstName: ' Mary ', lastName: 'Jackson' });
    const [profile] = await server().db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ email: 'direct@example.com', fullName: 'Mary Jackson', lastName: 'Jackson' });

    await server().db.update(users).set({ email: 'moved@example.com' }).where(eq(users.id, id));
    const [moved] = await server().db.select().from(profiles).where(eq(profiles.userId, id));
    expect(moved!.email).toBe('moved@example.com');

    await server().db.delete(users).where(eq(users.id, id));
    expect(await server().db.select().from(profiles).where(eq(profiles.userId, id))).toEqual([]);
  });

  it('leaves full_name empty rather than blank when no names were given', async () => {
    const id = crypto.randomUUID();
    await server().db.insert(users).values({ id, email: 'nameless@example.com', name: 'x', firstName: '  ' });
    const [profile] = await server().db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile!.fullName).toBeNull();
  });
});
