import { loadAuthClient } from '@/lib/load-auth-client';
import { normalizeAuthError } from '../utils/auth-error';
import type { PasswordResetResult } from './request-password-reset';

/** `POST /api/auth/reset-password`: sets the new password for the token from the e-mailed link. */
export async function resetPassword(newPassword: string, token: string): Promise<PasswordResetResult> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.resetPassword({ newPassword, token });
  return error ? { ok: false, failure: normalizeAuthError(error) } : { ok: true };
}
