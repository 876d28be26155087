import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './env';
import { gracefulShutdown } from './graceful-shutdown';
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
  }) as HttpServer;
  http.on('upgrade', server.handleUpgrade);

  const shutdown = gracefulShutdown({
    http,
    server,
    logger,
    delayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
