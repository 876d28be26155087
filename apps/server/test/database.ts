import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client';

/** A database of its own for one test server (or a few sharing it); `drop` closes it and removes it. */
export interface TestDatabase {
  database: Database;
  /** On PostgreSQL, the database's own URL (for a server process of its own); absent on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

let template: Promise<Blob> | undefined;
const loadTemplate = () => {
  template ??= readFile(inject('pgliteTemplate')).then((buffer) => new Blob([buffer]));
  return template;
};

/**
 * PGlite loaded from the migrated template by default; with TEST_DATABASE_URL, a fresh uniquely named PostgreSQL
 * database (migrated by createServer, like production). Either way the same tests and the same code path run.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPglite({ loadDataDir: await loadTemplate() });
    return { database, drop: once(() => database.close()) };
  }

  const name = `receptiva_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 5 });
  return {
    database,
    url: url.toString(),
    drop: once(async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    }),
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= run();
    return done;
  };
}
