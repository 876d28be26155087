import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../database';

/**
 * Where a server process keeps its data: a fresh PostgreSQL database (TEST_DATABASE_URL) that the test can read
 * while the process runs, or a PGlite folder of its own, which only one process may open: the test reads it once
 * the server has exited (`readAfterExit`).
 */
export interface ProcessDatabase {
  kind: 'postgres' | 'pglite';
  env: Record<string, string>;
  /** PostgreSQL only: the test's own connection to the same database. */
  shared?: TestDatabase;
  readAfterExit<T>(read: (db: TestDatabase['database']['db']) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receptiva-process-'));
  if (process.env.TEST_DATABASE_URL) {
    const shared = await createTestDatabase();
    return {
      kind: 'postgres',
      env: { DATABASE_URL: shared.url!, DATA_DIR: dataDir },
      shared,
      readAfterExit: (read) => read(shared.database.db),
      remove: async () => {
        await shared.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    readAfterExit: async (read) => {
      const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
