import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { type Database, openPglite } from './client';
import { keepEmbeddedStatisticsFresh } from './embedded-statistics';
import { migrate } from './migrate';
import { queryRows } from './query-rows';

// PGlite whatever TEST_DATABASE_URL says: the statistics are what PGlite alone lacks.
describe('keepEmbeddedStatisticsFresh on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await migrate(database);
  });
  afterAll(() => database.close());

  const estimatedUsers = async () => {
    const [row] = await queryRows<{ n: number | string }>(
      database.db,
      sql`select reltuples as n from pg_class where relname = 'users'`,
    );
    return Number(row?.n);
  };

  it('tells the planner how many rows a table has, which PGlite never learns by itself', async () => {
    await database.db.execute(
      sql`insert into users (id, name, email) select 'stats-' || g, 'Stats ' || g, 'stats' || g || '@example.test'
        from generate_series(1, 300) g`,
    );
    expect(await estimatedUsers()).toBeLessThan(300);
    const stop = await keepEmbeddedStatisticsFresh(database, createLogger('silent'));
    stop();
    expect(await estimatedUsers()).toBe(300);
  });
});
