import type { Db } from '../../db/client';
import { announceChange, changeVersion } from '../../lib/change-notices';

/**
 * Bumped by every change to the services, in this process or another one (a PostgreSQL notice, decision 039). The
 * marketplace's list is read once per version and language (services.service.ts), so an admin's change shows on
 * the next request everywhere.
 */
export const servicesVersion = (): number => changeVersion('services');

export const markServicesChanged = (db: Db): Promise<void> => announceChange(db, 'services');
