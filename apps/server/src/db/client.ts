import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both engines: every query is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Where it lives, without credentials, for the start-up log. */
  description: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new connection outside the pool (not yet connected), for what needs one session for the
   * process's life: its presence lock and its LISTEN (db/instance-presence.ts).
   */
  dedicatedClient?(): pg.Client;
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight still see their own error.
  });
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    dedicatedClient: () => new pg.Client({ connectionString: url }),
  };
}

/** PGlite keeps its files in `dataDir`; pass a loaded dump instead to start from a template (tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the admin lists' substring search uses trigram indexes (decision 027); PostgreSQL ships it as contrib.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    description: `PGlite ${options.dataDir ?? '(in memory)'}`,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // Exposed for the test template: a migrated database dumped once and loaded per test file.
    ...({ pglite: client } as object),
  };
}
