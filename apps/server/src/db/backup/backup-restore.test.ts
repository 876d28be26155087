import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../client';
import { migrate } from '../migrate';
import { queryRows } from '../query-rows';
import { membershipOrders, orders, users } from '../schema';

const CLI = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const engine = adminUrl ? 'PostgreSQL' : 'PGlite';
const work = mkdtempSync(path.join(tmpdir(), 'receptiva-backup-'));
const createdDatabases: string[] = [];

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Where a database lives, as the server and the commands find it: DATABASE_URL, or DATA_DIR's embedded folder. */
async function newPlace(): Promise<Record<string, string>> {
  if (!adminUrl) return { DATA_DIR: mkdtempSync(path.join(work, 'data-')), DATABASE_URL: '' };
  const name = `receptiva_backup_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  createdDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'unused') };
}

const open = (place: Record<string, string>): Promise<Database> =>
  place.DATABASE_URL
    ? openPostgres(place.DATABASE_URL, { max: 2 })
    : openPglite({ dataDir: path.join(place.DATA_DIR!, 'pglite') });

/** A new place holding a migrated database, as a server leaves it after its first start. */
async function migratedPlace(): Promise<{ place: Record<string, string>; database: Database }> {
  const place = await newPlace();
  if (place.DATABASE_URL) {
    const database = await open(place);
    await migrate(database);
    return { place, database };
  }
  // PGlite: the run's migrated template unpacked into the folder (migrating a fresh folder takes seconds).
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openPglite({ dataDir: path.join(place.DATA_DIR!, 'pglite'), loadDataDir: template });
  return { place, database };
}

/** `npm run db:backup` / `db:restore`, as an operator runs them. */
function db(command: 'backup' | 'restore', file: string, place: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, command, file], {
    cwd: ROOT,
    env: { ...process.env, ...place },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(async () => {
  for (const name of createdDatabases) await adminQuery(`drop database if exists ${name} with (force)`);
  rmSync(work, { recursive: true, force: true });
});

// Each test runs the commands as separate processes (tsx compiles them first): they get more time than a request.
describe(`backup and restore (${engine})`, { timeout: 300_000 }, () => {
  const file = path.join(work, adminUrl ? 'receptiva.dump' : 'receptiva.tar.gz');

  it('backs up a database with users and orders, and restores all of it into a fresh place', async () => {
    const { place: source, database: live } = await migratedPlace();
    const customer = { id: 'backup-customer', email: 'customer@example.com', name: 'Casey Customer' };
    await live.db.insert(users).values([customer, { id: 'backup-staff', email: 'staff@example.com', name: 'Sam' }]);
    await live.db.insert(membershipOrders).values({
      userId: customer.id,
      email: customer.email,
      planName: 'Membership',
      paymentType: 'setup',
      amountCents: 100_000,
      status: 'paid',
      provider: 'test',
      paidAt: new Date(),
    });
    await live.db.insert(orders).values({
      userId: customer.id,
      email: customer.email,
      status: 'paid',
      subtotalCents: 49_700,
      discountCents: 4_970,
      totalCents: 44_730,
      provider: 'test',
      paidAt: new Date(),
    });
    if (!adminUrl) {
      // The embedded database belongs to one process: no backup while the server has it open.
      const refused = db('backup', file, source);
      expect(refused.output).toContain('stop the server first');
      expect(refused.status).toBe(1);
    }
    await live.close();

    const backup = db('backup', file, source);
    expect(backup.output).toContain(`backed up`);
    expect(backup.status).toBe(0);

    const target = await newPlace();
    const restore = db('restore', file, target);
    expect(restore.output).toContain('restored');
    expect(restore.status).toBe(0);

    const restored = await open(target);
    try {
      const emails = (await restored.db.select({ email: users.email }).from(users)).map((row) => row.email);
      expect(emails.sort()).toEqual(['customer@example.com', 'staff@example.com']);
      expect(await restored.db.select().from(orders)).toEqual([
        expect.objectContaining({ userId: customer.id, status: 'paid', totalCents: 44_730 }),
      ]);
      expect(await restored.db.select().from(membershipOrders)).toEqual([
        expect.objectContaining({ userId: customer.id, status: 'paid', amountCents: 100_000 }),
      ]);
      // The migrations' own record came along: the restored database is current, and the server starts on it.
      const [before] = await queryRows<{ n: number }>(
        restored.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      await migrate(restored);
      const [after] = await queryRows<{ n: number }>(
        restored.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(after?.n).toBe(before?.n);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a database that holds data, and leaves it as it was', async () => {
    const { place: occupied, database: live } = await migratedPlace();
    await live.db.insert(users).values({ id: 'keep-me', email: 'keep@example.com', name: 'Keep' });
    await live.close();

    const restore = db('restore', file, occupied);
    expect(restore.status).toBe(1);
    expect(restore.output).toMatch(/not empty/);

    const after = await open(occupied);
    try {
      expect((await after.db.select().from(users)).map((user) => user.email)).toEqual(['keep@example.com']);
    } finally {
      await after.close();
    }
  });
});
