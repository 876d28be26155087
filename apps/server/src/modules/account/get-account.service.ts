import type { AccountOverview } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { deletionStatusOf } from './deletion-blocker';

/** `GET /api/account`: what the settings page shows beyond `/api/me` (today: whether and why deletion is possible). */
export async function getAccount(
  db: Db,
  user: { id: string; email: string },
  adminEmail: string | undefined,
): Promise<AccountOverview> {
  return { deletion: await deletionStatusOf(db, { userId: user.id, email: user.email }, adminEmail) };
}
