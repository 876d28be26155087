import type { ADMIN_ACCOUNT_ACTIONS, AdminUserDetail } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import type { Auth } from '../../lib/auth';
import { getAdminUser } from './get-user.service';

export type AccountAction = (typeof ADMIN_ACCOUNT_ACTIONS)[number];

interface ActionRequest {
  auth: Auth;
  adminEmail: string | undefined;
  actor: AuditActor;
  userId: string;
  action: AccountAction;
}

const AUDIT_ACTION: Record<AccountAction, string> = {
  'revoke-sessions': 'user.sessions_revoked',
  'send-password-reset': 'user.password_reset_sent',
  'resend-confirmation': 'user.confirmation_resent',
};

/**
 * Through better-auth's own server API, so its tokens, e-mails (in the recipient's language) and session store stay
 * the one source: sign out everywhere, e-mail a password-reset link, e-mail the confirmation link again.
 */
async function perform(auth: Auth, action: AccountAction, user: { id: string; email: string; emailVerified: boolean }) {
  if (action === 'revoke-sessions') {
    await (await auth.$context).internalAdapter.deleteUserSessions(user.id);
  } else if (action === 'send-password-reset') {
    await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: '/auth?reset=true' } });
  } else {
    if (user.emailVerified) throw new AppError('CONFLICT', 'This e-mail address is already confirmed.');
    await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/auth?verified=1' } });
  }
}

/** `POST /api/admin/users/{userId}/{action}`: one account action, audited. */
export async function runAccountAction(db: Db, request: ActionRequest): Promise<AdminUserDetail> {
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!user) throw new AppError('NOT_FOUND', 'No user has this id.');
  await perform(request.auth, request.action, user);
  await recordAudit(db, {
    accountUserId: null,
    actor: request.actor,
    action: AUDIT_ACTION[request.action],
    subjectType: 'user',
    subjectId: user.id,
    subjectLabel: user.email,
  });
  return getAdminUser(db, request.adminEmail, user.id);
}
