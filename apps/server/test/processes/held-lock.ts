import { sql } from 'drizzle-orm';
import pg from 'pg';
import { vi } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';

/**
 * A lock the test holds in a transaction of its own, so that a server process blocks on it in the middle of an
 * operation (no test hook in the server): the process can then be killed at exactly that point.
 */
export async function holdLock(url: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(statement, params);
  return {
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Waits until a backend of this database waits on a lock while running a statement matching `pattern` (ILIKE). */
export async function waitForBlockedStatement(db: Db, pattern: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const rows = await queryRows<{ pid: number }>(
        db,
        sql`select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike ${pattern}`,
      );
      if (rows.length === 0) throw new Error(`no statement like ${pattern} is waiting on a lock yet`);
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** Waits until the killed process's sessions (by application_name) are gone, their transactions rolled back. */
export async function waitForSessionsGone(db: Db, applicationName: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const rows = await queryRows<{ pid: number }>(
        db,
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${applicationName}`,
      );
      if (rows.length > 0) throw new Error(`${rows.length} sessions of ${applicationName} still open`);
    },
    { timeout: 60_000, interval: 100 },
  );
}
