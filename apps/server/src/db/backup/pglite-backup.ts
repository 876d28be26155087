import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../client';

const pgliteOf = (database: object) => (database as { pglite: PGlite }).pglite;

/**
 * The embedded database's folder as a gzipped tarball (PGlite's own `dumpDataDir`). PGlite admits one process per
 * folder, so the server must be stopped first: this opens the folder itself, checkpoints and copies it.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dataDir}`);
  // PGlite writes postmaster.pid while it has the folder open and removes it when it closes.
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new Error(
      `${dataDir} is in use: stop the server first (if none runs, it did not stop cleanly: start and stop it once)`,
    );
  }
  const database = await openPglite({ dataDir });
  try {
    const dump = await pgliteOf(database).dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Unpacks a backup into a folder that does not exist yet or is empty: a restore never overwrites a database. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new folder, or move this one away first`);
  }
  const dump = new Blob([await readFile(file)]);
  const database = await openPglite({ dataDir, loadDataDir: dump });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}
