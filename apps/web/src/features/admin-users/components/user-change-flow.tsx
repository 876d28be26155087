import type { AdminUserDetail } from '@receptiva/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { type AdminUserChange, useChangeAdminUser } from '../api/change-admin-user';
import { ConfirmChangeDialog } from './confirm-change-dialog';

const ACTION_KEYS = {
  'revoke-sessions': 'revokeSessions',
  'send-password-reset': 'sendPasswordReset',
  'resend-confirmation': 'resendConfirmation',
} as const;

/** The confirmation texts' key of a change: `grantStaff`, `revokeAdmin`, `grantMembership`… */
const confirmKeyOf = (change: AdminUserChange) => {
  if (change.kind === 'grantRole' || change.kind === 'revokeRole') {
    const verb = change.kind === 'grantRole' ? 'grant' : 'revoke';
    return `${verb}${change.role === 'admin' ? 'Admin' : 'Staff'}` as const;
  }
  if (change.kind === 'accountAction') return ACTION_KEYS[change.action];
  return change.kind;
};

/** A change asked for, confirmed in a dialog, then sent; a refusal (e.g. ADMIN_ROLE_PROTECTED) shows in the dialog. */
export function useUserChangeFlow(user: AdminUserDetail) {
  const { t } = useTranslation('admin-users');
  const errorMessage = useErrorMessage();
  const mutation = useChangeAdminUser(user.profile.id);
  const [pending, setPending] = useState<AdminUserChange | null>(null);
  const ask = (change: AdminUserChange) => {
    mutation.reset();
    setPending(change);
  };
  const key = pending ? confirmKeyOf(pending) : null;
  const failure = mutation.error;
  const dialog =
    pending && key ? (
      <ConfirmChangeDialog
        title={t(`confirm.${key}Title`, { email: user.profile.email })}
        text={t(`confirm.${key}Text`, { reason: pending.kind === 'grantMembership' ? pending.reason : '' })}
        isWorking={mutation.isPending}
        error={failure ? errorMessage({ code: failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR' }) : null}
        onConfirm={() => mutation.mutate(pending, { onSuccess: () => setPending(null) })}
        onClose={() => setPending(null)}
      />
    ) : null;
  return { ask, dialog };
}
