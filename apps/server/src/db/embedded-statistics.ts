import { sql } from 'drizzle-orm';
import type { Logger } from '../lib/logger';
import type { Database } from './client';

const EVERY_SIX_HOURS = 6 * 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum, so without this its planner never learns how big the tables have grown and may keep
 * plans made for empty ones (a sequential scan of 50,000 orders instead of an index). PostgreSQL keeps its own
 * statistics; nothing runs there. Returns the function that stops the timer.
 */
export async function keepEmbeddedStatisticsFresh(database: Database, logger: Logger): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () =>
    database.db
      .execute(sql`analyze`)
      .catch((error: unknown) => logger.warn('analyze failed', { error: String(error) }));
  await analyze();
  const timer = setInterval(analyze, EVERY_SIX_HOURS);
  timer.unref();
  return () => clearInterval(timer);
}
