import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What other instances cache and must re-read when it changes (the server-rendered pages' data, the marketplace). */
export type ChangeTopic = 'settings' | 'demo-agents' | 'services';
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['settings', 'demo-agents', 'services'];

/** The PostgreSQL channel every instance listens on (instance-presence.ts) for other instances' changes. */
export const CHANGE_CHANNEL = 'receptiva_changes';

const versions = new Map<ChangeTopic, number>();

/** Bumped by every change of the topic, here or (through the channel) in another instance: caches key on it. */
export const changeVersion = (topic: ChangeTopic): number => versions.get(topic) ?? 0;

/** This instance's caches of the topic are stale. */
export const noteChanged = (topic: ChangeTopic): void => {
  versions.set(topic, changeVersion(topic) + 1);
};

/**
 * After a committed change: this instance's caches are stale at once, and every other instance's as soon as the
 * notice reaches its listener (decision 039). On PGlite nobody else listens; the statement is harmless.
 */
export async function announceChange(db: Db, topic: ChangeTopic): Promise<void> {
  noteChanged(topic);
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
}
