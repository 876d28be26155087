import type { Db } from './client';

/**
 * What is made once per database and kept for it: the busiest reads' statements, prepared with placeholders (built
 * once instead of on every request, and on PostgreSQL parsed once per connection), and the caches read through them
 * (decision 044). Tests open many databases in one process, hence per database rather than per process.
 */
export function oncePerDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
