import type { AdminUserDetail, GrantableRole } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { isBootstrapAdmin } from './bootstrap-admin';
import { getAdminUser } from './get-user.service';

interface RoleChange {
  adminEmail: string | undefined;
  actor: AuditActor;
  userId: string;
  role: GrantableRole;
  grant: boolean;
}

/** Refuses the two demotions issue 17 forbids: the ADMIN_EMAIL account's, and an admin's own. */
function assertMayRevoke(change: RoleChange, email: string) {
  if (change.grant || change.role !== 'admin') return;
  if (isBootstrapAdmin(email, change.adminEmail)) {
    throw new AppError(
      'ADMIN_ROLE_PROTECTED',
      'The ADMIN_EMAIL account is always an admin: its role cannot be revoked.',
    );
  }
  if (change.userId === change.actor.id) {
    throw new AppError('ADMIN_SELF_DEMOTION', 'You cannot remove your own admin role; another admin can.');
  }
}

/** `PUT` (grant) and `DELETE` (revoke) `/api/admin/users/{userId}/roles/{role}`: idempotent, audited when it changes. */
export async function changeRole(db: Db, change: RoleChange): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, change.userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'No user has this id.');
    assertMayRevoke(change, user.email);
    const where = and(eq(userRoles.userId, change.userId), eq(userRoles.role, change.role));
    const changed = change.grant
      ? await tx
          .insert(userRoles)
          .values({ userId: change.userId, role: change.role })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(userRoles).where(where).returning();
    if (changed.length === 0) return;
    await recordAudit(tx, {
      accountUserId: null,
      actor: change.actor,
      action: change.grant ? 'user.role_granted' : 'user.role_revoked',
      subjectType: 'user',
      subjectId: change.userId,
      subjectLabel: user.email,
      changes: { [`role:${change.role}`]: { from: !change.grant, to: change.grant } },
    });
  });
  return getAdminUser(db, change.adminEmail, change.userId);
}
