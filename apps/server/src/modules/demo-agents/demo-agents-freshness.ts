import type { Db } from '../../db/client';
import { announceChange, changeVersion } from '../../lib/change-notices';

/**
 * Bumped by every demo-agent change, in this process or another one (a PostgreSQL notice, decision 039). The
 * server-rendered /agents page keys its data by it, so an admin's change shows on the next page load everywhere.
 */
export const demoAgentsVersion = (): number => changeVersion('demo-agents');

export const markDemoAgentsChanged = (db: Db): Promise<void> => announceChange(db, 'demo-agents');
