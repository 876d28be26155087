import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/load-auth-client';
import { type AuthFailure, normalizeAuthError } from '../utils/auth-error';

export type PasswordResetResult = { ok: true } | { ok: false; failure: AuthFailure };

/** `POST /api/auth/request-password-reset`: mails a link back to `/auth?reset=true&token=…`. */
export async function requestPasswordReset(email: string): Promise<PasswordResetResult> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.requestPasswordReset({
    email: email.trim(),
    redirectTo: paths.passwordResetRedirect.getHref(),
  });
  return error ? { ok: false, failure: normalizeAuthError(error) } : { ok: true };
}
