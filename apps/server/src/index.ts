import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './env';
import { createServer } from './server';

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      for (const problem of error.problems) console.error(`config error: ${problem}`);
      process.exit(1);
    }
    throw error;
  }

  const server = await createServer(env);
  const { logger } = server.deps;
  const http = serve({ fetch: server.app.fetch, port: env.PORT }, (info) => {
    logger.info('listening', { url: env.PUBLIC_URL, port: info.port, env: env.NODE_ENV });
  });
  http.on('upgrade', server.handleUpgrade);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    // Stop accepting, end voice calls, let in-flight requests finish, then close the database.
    server.endVoiceCalls();
    http.close(async () => {
      await server.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in http) http.closeIdleConnections();
    setTimeout(() => {
      logger.warn('forced exit after 10 s drain timeout');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
