import { type AdminUserDetail, MEMBERSHIP_COMMITMENT_MONTHS, MEMBERSHIP_PLAN_NAME } from '@receptiva/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders, users } from '../../db/schema';
import { isActiveMembershipOrder } from '../../lib/access/membership-activity';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { lockCustomer } from '../membership/customer-lock';
import { getAdminUser } from './get-user.service';

interface MembershipChange {
  adminEmail: string | undefined;
  actor: AuditActor;
  userId: string;
}

/**
 * `POST /api/admin/users/{userId}/membership`: a membership granted by an admin (e.g. a deal made by phone) is a paid
 * `manual` order of no charge (decision 011), with the reason in its metadata; refused while one is active.
 */
export async function grantMembership(db: Db, change: MembershipChange & { reason: string }): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, change.userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'No user has this id.');
    // The same per-customer lock as a paid checkout's fulfilment: a grant and a payment never both become active.
    await lockCustomer(tx, { email: user.email, userId: change.userId });
    const [active] = await tx
      .select({ id: membershipOrders.id })
      .from(membershipOrders)
      .where(and(eq(membershipOrders.userId, change.userId), isActiveMembershipOrder))
      .limit(1);
    if (active) throw new AppError('CONFLICT', 'This user already has an active membership.');
    const [order] = await tx
      .insert(membershipOrders)
      .values({
        userId: change.userId,
        email: user.email,
        planName: MEMBERSHIP_PLAN_NAME,
        paymentType: 'setup',
        amountCents: 0,
        status: 'paid',
        provider: 'manual',
        paidAt: sql`now()`,
        commitmentEndsAt: sql`now() + make_interval(months => ${MEMBERSHIP_COMMITMENT_MONTHS})`,
        metadata: { reason: change.reason, grantedBy: change.actor.label },
      })
      .returning({ id: membershipOrders.id });
    await recordAudit(tx, {
      accountUserId: null,
      actor: change.actor,
      action: 'user.membership_granted',
      subjectType: 'user',
      subjectId: change.userId,
      subjectLabel: user.email,
      changes: {
        membership: { from: 'none', to: 'active' },
        reason: { from: null, to: change.reason },
        order: { from: null, to: order!.id },
      },
    });
  });
  return getAdminUser(db, change.adminEmail, change.userId);
}

/**
 * `DELETE /api/admin/users/{userId}/membership`: ends the active manual grant at once (subscription `ended`). Paid
 * memberships are ended through a refund (decision 023), not here.
 */
export async function cancelGrantedMembership(db: Db, change: MembershipChange): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(membershipOrders)
      .set({ cancelledAt: sql`now()`, subscriptionStatus: 'ended', updatedAt: sql`now()` })
      .where(
        and(
          eq(membershipOrders.userId, change.userId),
          eq(membershipOrders.provider, 'manual'),
          isActiveMembershipOrder,
        ),
      )
      .returning({ id: membershipOrders.id, email: membershipOrders.email });
    if (!order) throw new AppError('NOT_FOUND', 'This user has no active membership granted by an admin.');
    await recordAudit(tx, {
      accountUserId: null,
      actor: change.actor,
      action: 'user.membership_cancelled',
      subjectType: 'user',
      subjectId: change.userId,
      subjectLabel: order.email,
      changes: { membership: { from: 'active', to: 'ended' }, order: { from: order.id, to: order.id } },
    });
  });
  return getAdminUser(db, change.adminEmail, change.userId);
}
