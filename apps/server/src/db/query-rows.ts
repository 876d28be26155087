import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL for the few statements the query builder cannot express; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
