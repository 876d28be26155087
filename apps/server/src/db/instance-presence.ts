import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { CHANGE_CHANNEL, CHANGE_TOPICS, type ChangeTopic, noteChanged } from '../lib/change-notices';
import type { Logger } from '../lib/logger';
import type { Database } from './client';

/** The advisory-lock class of instance presence ('RCPV'); the instance key is the lock's second half. */
export const PRESENCE_LOCK_CLASS = 0x52435056;
const RECONNECT_MS = 1_000;

/**
 * This process, as the other instances see it (decision 039): a session-level advisory lock on
 * (PRESENCE_LOCK_CLASS, key), held for the process's life on a connection of its own, so that work it claimed (an
 * e-mail being sent) is known to be orphaned the moment the process dies: PostgreSQL drops the lock with the
 * session. The same session LISTENs for other instances' change notices (change-notices.ts).
 */
export interface InstancePresence {
  key: number;
  /** False while the presence connection is down: claims made now could look orphaned to other instances. */
  isHeld(): boolean;
  close(): Promise<void>;
}

export async function startInstancePresence(database: Database, logger: Logger): Promise<InstancePresence> {
  const key = randomInt(1, 2 ** 31 - 1);
  if (!database.dedicatedClient) {
    // PGlite: one process, one session; the lock still tells a restarted process that the old claims are dead.
    await database.db.execute(sql`select pg_advisory_lock(${PRESENCE_LOCK_CLASS}, ${key})`);
    return { key, isHeld: () => true, close: async () => {} };
  }
  const openClient = database.dedicatedClient;

  let client: pg.Client | null = null;
  let held = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = openClient();
    next.on('error', (error) => logger.warn('instance presence connection lost', { error: error.message }));
    next.on('end', () => {
      // A connection that never got established is retried by onConnectFailed.
      if (client !== next) return;
      held = false;
      client = null;
      if (closed) return;
      retry = setTimeout(() => void connect().catch(onConnectFailed), RECONNECT_MS);
      retry.unref();
    });
    next.on('notification', (notice) => {
      if (notice.channel !== CHANGE_CHANNEL || !CHANGE_TOPICS.includes(notice.payload as ChangeTopic)) return;
      noteChanged(notice.payload as ChangeTopic);
      logger.debug('change notice', { topic: notice.payload });
    });
    try {
      await next.connect();
      await next.query('select pg_advisory_lock($1, $2)', [PRESENCE_LOCK_CLASS, key]);
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    held = true;
    // Notices sent while the connection was down are lost: every cache re-reads once.
    for (const topic of CHANGE_TOPICS) noteChanged(topic);
  };
  const onConnectFailed = (error: unknown) => {
    logger.warn('instance presence: reconnecting', { error: error instanceof Error ? error.message : String(error) });
    if (closed) return;
    retry = setTimeout(() => void connect().catch(onConnectFailed), RECONNECT_MS);
    retry.unref();
  };

  await connect();
  logger.info('instance presence', { key });
  return {
    key,
    isHeld: () => held,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      held = false;
      await client?.end().catch(() => {});
    },
  };
}
