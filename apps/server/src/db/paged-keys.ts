import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query-rows';

interface PagedKeysQuery {
  /** `from … where …` of the rows to page, each with an `id`. */
  rows: SQL;
  orderBy: SQL;
  limit: number;
  offset: number;
  /**
   * Count in the same pass as the page (`count(*) over ()`): right for a search, whose few rows an index finds, since
   * PGlite runs one query at a time and a second query would search again. Without it the page stays a top-N that an
   * index can serve in order, and the count is its own query.
   */
  countInPass: boolean;
}

/** One page of ids and how many rows there are in all, for the admin lists. */
export async function pagedKeys(db: Db, query: PagedKeysQuery): Promise<{ keys: { id: string }[]; total: number }> {
  const countAll = async () => {
    const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n ${query.rows}`);
    return Number(row?.n ?? 0);
  };
  const page = sql`order by ${query.orderBy} limit ${query.limit} offset ${query.offset}`;
  if (!query.countInPass) {
    const [keys, total] = await Promise.all([
      queryRows<{ id: string }>(db, sql`select id ${query.rows} ${page}`),
      countAll(),
    ]);
    return { keys, total };
  }
  const keys = await queryRows<{ id: string; total: number | string }>(
    db,
    sql`select id, count(*) over () as total ${query.rows} ${page}`,
  );
  // A page past the end has no row to carry the count.
  const total = keys[0] ? Number(keys[0].total) : query.offset > 0 ? await countAll() : 0;
  return { keys, total };
}
