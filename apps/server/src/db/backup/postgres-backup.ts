import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * The connection as libpq environment variables, so that the password never appears in a process list
 * (`ps` shows command lines, not environments).
 */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(parsed.hostname) || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslMode = parsed.searchParams.get('sslmode');
  if (sslMode) env.PGSSLMODE = sslMode;
  return env;
}

function run(command: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...libpqEnvironment(url) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(new Error(`${command} could not be started (${error.message}): install the PostgreSQL client tools`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** `pg_dump` in its custom format: compressed, and `pg_restore` can restore it whole or in part. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores into an empty database (create it first), in one transaction: a failure leaves it empty. Objects get the
 * connecting user as owner, whoever owned them where the backup was made.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if ((await tableCount(url)) > 0) {
    throw new Error('the target database is not empty: create a new database and restore into it');
  }
  const database = libpqEnvironment(url).PGDATABASE;
  const options = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  await run('pg_restore', [...options, `--dbname=${database}`, file], url);
}
