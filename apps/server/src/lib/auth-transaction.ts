import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client';

/**
 * better-auth opens its own drizzle transactions (sign-up runs in one). Wrapping the `db` it is given lets code
 * that runs inside those transactions, such as the verification e-mail callback, write with the same transaction.
 */
export function trackAuthTransactions(db: Db): { authDb: Db; currentDb: () => Db } {
  const storage = new AsyncLocalStorage<Db>();
  const authDb = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (callback: (tx: Db) => Promise<unknown>, config?: unknown) =>
          target.transaction(
            (tx) => storage.run(tx as unknown as Db, () => callback(tx as unknown as Db)),
            config as never,
          );
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  return { authDb, currentDb: () => storage.getStore() ?? db };
}
