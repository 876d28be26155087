import type { Db } from './client';

/**
 * A statement of the busiest reads, prepared once per database (drizzle's `.prepare(name)` with placeholders): built
 * once instead of on every request, and on PostgreSQL parsed once per connection (decision 038).
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
