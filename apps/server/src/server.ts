import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import type { AppDeps } from './app-env';
import { type Database, openPglite, openPostgres } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import type { Env } from './env';
import { createAuth } from './lib/auth';
import { resolveAuthSecret } from './lib/auth-secret';
import { createLogger, type Logger } from './lib/logger';
import { createMailTransport } from './lib/mailer/transports';
import { type MailWorker, startMailWorker } from './lib/mailer/worker';
import { sweepExpiredRateLimits } from './lib/rate-limit';
import { loadServerRenderer } from './modules/pages/load-server-renderer';
import { getPublicSettings } from './modules/settings/settings.service';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Server {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  mailWorker: MailWorker;
  close(): Promise<void>;
}

export async function openDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite({ dataDir: `${env.DATA_DIR}/pglite` });
}

/** Opens and migrates the database, seeds, wires the adapters and builds the app. No port is opened here. */
export async function createServer(
  env: Env,
  options: { database?: Database; logger?: Logger; webDist?: string | null; mailIntervalMs?: number } = {},
): Promise<Server> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const database = options.database ?? (await openDatabase(env));
  await migrate(database);
  await seed(database.db, { demo: env.NODE_ENV !== 'production' || env.SEED_DEMO, logger });

  const mailTransport = createMailTransport(env.SMTP_URL);
  const mailWorker = startMailWorker(database.db, mailTransport, {
    from: env.MAIL_FROM,
    logger,
    intervalMs: options.mailIntervalMs,
    onTick: () => sweepExpiredRateLimits(database.db),
  });
  const auth = createAuth({
    db: database.db,
    env,
    secret: resolveAuthSecret(env),
    logger,
    brandName: async (db) => (await getPublicSettings(db)).brandName,
    onEmailQueued: () => mailWorker.kick(),
  });
  const webDist = options.webDist === null ? undefined : (options.webDist ?? DEFAULT_WEB_DIST);
  const renderer = webDist ? await loadServerRenderer(webDist, logger) : null;
  const deps: AppDeps = { env, database, auth, logger, mailTransport, mailWorker, webDist, renderer };
  logger.info('adapters', {
    database: database.description,
    mail: mailTransport.name,
    pages: renderer ? 'server-rendered' : 'browser-rendered',
  });
  return {
    app: createApp(deps),
    deps,
    mailWorker,
    close: async () => {
      await mailWorker.stop();
      await database.close();
    },
  };
}
