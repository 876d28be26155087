// `npm run db:backup -- [file]` and `npm run db:restore -- <file>` (decision 041). The database is the one the server
// would open: DATABASE_URL (PostgreSQL: pg_dump/pg_restore), else the embedded one in DATA_DIR (stop the server first).
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '../../env';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

const USAGE = `usage:
  npm run db:backup                 back up to backups/receptiva-<engine>-<time>.<dump|tar.gz>
  npm run db:backup -- FILE         back up to FILE
  npm run db:restore -- FILE        restore FILE into an empty database (DATABASE_URL) or a new DATA_DIR
The database is the server's: DATABASE_URL when set (PostgreSQL, needs pg_dump/pg_restore), else the embedded one in
DATA_DIR (default ./.data), which only a stopped server lets go of.`;

function defaultBackupFile(engine: 'postgres' | 'pglite'): string {
  const time = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join('backups', `receptiva-${engine}-${time}.${engine === 'postgres' ? 'dump' : 'tar.gz'}`);
}

async function main(args: string[]): Promise<void> {
  const [command, file] = args;
  // Only the two variables that say where the database is; the server's other settings do not matter here.
  const env = parseEnv({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR });
  const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
  const pgliteDir = path.join(env.DATA_DIR, 'pglite');
  const where = env.DATABASE_URL ? 'the PostgreSQL database in DATABASE_URL' : `the embedded database in ${pgliteDir}`;

  if (command === 'backup') {
    const target = file ?? defaultBackupFile(engine);
    mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    if (env.DATABASE_URL) await backupPostgres(env.DATABASE_URL, target);
    else await backupPglite(pgliteDir, target);
    console.log(`backed up ${where} to ${target} (${Math.ceil(statSync(target).size / 1024)} KB)`);
  } else if (command === 'restore' && file) {
    if (env.DATABASE_URL) await restorePostgres(file, env.DATABASE_URL);
    else await restorePglite(file, pgliteDir);
    console.log(`restored ${file} into ${where}`);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const problems =
    error instanceof EnvError ? error.problems : [error instanceof Error ? error.message : String(error)];
  for (const problem of problems) console.error(`db ${process.argv[2] ?? ''}: ${problem}`);
  process.exit(1);
});
