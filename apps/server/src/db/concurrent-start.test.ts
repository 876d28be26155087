import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { type Database, openPglite, openPostgres } from './client';
import { MIGRATIONS_FOLDER, migrate } from './migrate';
import { queryRows } from './query-rows';
import { users } from './schema';
import { DEMO_ACCOUNTS, seed } from './seed';

const journalEntries = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** What each instance does to the database as it starts (createServer), demo content included (SEED_DEMO). */
async function startUp(database: Database) {
  await migrate(database);
  await seed(database.db, { demo: true, logger: createLogger('silent') });
}

/**
 * Instances of one deployment on one database, migrating and seeding as they start: on PostgreSQL a fresh database and
 * a pool each, all at the same moment; PGlite admits one process per folder, so there they can only start in turn.
 */
async function startInstances(count: number): Promise<{ instances: Database[]; end(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // The run's migrated template (migrating a fresh PGlite takes many seconds; migrate.test.ts covers it).
    const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    for (let i = 0; i < count; i++) await startUp(database);
    return { instances: [database], end: () => database.close() };
  }
  const name = `receptiva_migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const instances = await Promise.all(Array.from({ length: count }, () => openPostgres(url.toString(), { max: 2 })));
  await Promise.all(instances.map(startUp));
  return {
    instances,
    end: async () => {
      await Promise.all(instances.map((instance) => instance.close()));
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// Every app instance runs the migrations when it starts (decision 040), so a deployment's instances race for them.
it('applies every migration and seeds the demo accounts exactly once when four instances start on one database', async () => {
  const { instances, end } = await startInstances(4);
  try {
    const [applied] = await queryRows<{ n: number }>(
      instances[0]!.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied?.n).toBe(journalEntries);
    expect(await instances[0]!.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  } finally {
    await end();
  }
}, 120_000);
