import type { Db } from '../../db/client';
import { announceChange, changeVersion } from '../../lib/change-notices';

/**
 * Bumped by every settings change, in this process or another one (a PostgreSQL notice, decision 039). Caches of
 * settings (the server-rendered pages') key their entry by it, so a change shows on the next page load everywhere.
 */
export const settingsVersion = (): number => changeVersion('settings');

export const markSettingsChanged = (db: Db): Promise<void> => announceChange(db, 'settings');
