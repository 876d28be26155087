import type { AdminUserRow, MembershipState, StoredRole } from '@receptiva/shared';

/** One user as the list's SQL returns it (snake case; the date as the driver gives it). */
export interface UserRowFacts {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  created_at: Date | string;
  role: StoredRole;
  membership: MembershipState;
}

export const toAdminUserRow = (row: UserRowFacts): AdminUserRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  emailVerified: Boolean(row.email_verified),
  role: row.role,
  membership: row.membership,
  createdAt: new Date(row.created_at).toISOString(),
});
