import { clearStoredAuthKeys } from '@/lib/auth-storage';
import { loadAuthClient } from '@/lib/load-auth-client';
import { clearSignOutPending } from '@/lib/sign-out-pending';
import { type AuthFailure, isRateLimited, normalizeAuthError } from '../utils/auth-error';
import type { SignInValues } from '../utils/validation';

export type SignInFailureReason = 'invalidCredentials' | 'emailNotConfirmed' | 'rateLimited' | 'noUser' | 'failed';

export type SignInResult = { ok: true } | { ok: false; reason: SignInFailureReason; failure?: AuthFailure };

/** Spec §8 sign-in error mapping. */
export function signInFailureReason(failure: AuthFailure): SignInFailureReason {
  if (failure.code === 'EMAIL_NOT_VERIFIED') return 'emailNotConfirmed';
  if (failure.status === 401 || failure.code === 'INVALID_EMAIL_OR_PASSWORD') return 'invalidCredentials';
  if (isRateLimited(failure)) return 'rateLimited';
  return 'failed';
}

/** `POST /api/auth/sign-in/email`, after clearing stored auth keys (spec §4). Network failures throw. */
export async function signInWithEmail({ email, password }: SignInValues): Promise<SignInResult> {
  clearStoredAuthKeys();
  const authClient = await loadAuthClient();
  const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
  if (error) {
    const failure = normalizeAuthError(error);
    return { ok: false, reason: signInFailureReason(failure), failure };
  }
  if (!data?.user) return { ok: false, reason: 'noUser' };
  clearSignOutPending();
  return { ok: true };
}
