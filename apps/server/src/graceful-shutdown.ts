import type { Server as HttpServer } from 'node:http';
import type { Logger } from './lib/logger';
import type { Server } from './server';

export interface GracefulShutdownOptions {
  http: Pick<HttpServer, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  server: Pick<Server, 'readiness' | 'endVoiceCalls' | 'close'>;
  logger: Logger;
  /** Readiness fails this long before the listener closes (SHUTDOWN_DELAY_SECONDS). */
  delayMs: number;
  /** Requests in flight and voice goodbyes get this long once the listener is closed (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  exit(code: number): void;
}

/** How often keep-alive connections that finished their request are closed while draining. */
const IDLE_SWEEP_MS = 100;

/**
 * The shutdown order of decision 039: readiness fails (503) → after the delay, the listener closes and idle
 * keep-alive connections with it → voice calls hear a goodbye → requests in flight finish → the mail worker ends
 * its pass and the database closes → exit 0. Past the timeout, whatever is still open is cut and the exit is 1;
 * nothing is lost that way either (an unfinished transaction rolls back, a claimed e-mail is reclaimed).
 */
export function gracefulShutdown(options: GracefulShutdownOptions): (signal: string) => void {
  const { http, server, logger } = options;
  let started = false;
  const run = async (signal: string) => {
    server.readiness.beginDraining();
    logger.info('shutting down: readiness now fails', { signal, delayMs: options.delayMs });
    if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));

    const forced = setTimeout(() => {
      logger.warn('shutdown timeout: cutting the connections still open', { timeoutMs: options.timeoutMs });
      http.closeAllConnections();
      options.exit(1);
    }, options.timeoutMs);
    forced.unref();
    const listenerClosed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeIdleConnections();
    const sweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
    logger.info('listener closed: finishing requests in flight');
    await Promise.all([server.endVoiceCalls(), listenerClosed]);
    clearInterval(sweep);
    await server.close();
    clearTimeout(forced);
    logger.info('stopped');
    options.exit(0);
  };
  return (signal) => {
    if (started) return;
    started = true;
    run(signal).catch((error: unknown) => {
      logger.error('shutdown failed', { error });
      options.exit(1);
    });
  };
}
