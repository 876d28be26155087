import { fullNameOf } from '@receptiva/shared';
import { paths } from '@/config/paths';
import { clearStoredAuthKeys } from '@/lib/auth-storage';
import { loadAuthClient } from '@/lib/load-auth-client';
import { type AuthFailure, isRateLimited, normalizeAuthError } from '../utils/auth-error';
import type { SignUpValues } from '../utils/validation';

export type SignUpFailureReason =
  | 'alreadyRegistered'
  | 'rateLimited'
  | 'passwordInvalid'
  | 'emailInvalid'
  | 'invalidDetails'
  | 'failed'
  | 'noData';

/** `signedIn`: the account is already confirmed and a session was opened. */
export type SignUpResult = { ok: true; signedIn: boolean } | { ok: false; reason: SignUpFailureReason };

/** Spec §8 sign-up error mapping: the code first, then what the message (or the invalid fields) mention. */
export function signUpFailureReason(failure: AuthFailure): SignUpFailureReason {
  if (failure.code?.startsWith('USER_ALREADY_EXISTS')) return 'alreadyRegistered';
  if (isRateLimited(failure)) return 'rateLimited';
  const mentioned = [failure.message, ...Object.keys(failure.fields), ...Object.values(failure.fields)]
    .join(' ')
    .toLowerCase();
  if (mentioned.includes('password')) return 'passwordInvalid';
  if (mentioned.includes('email')) return 'emailInvalid';
  if (mentioned.includes('invalid') || failure.code === 'VALIDATION_FAILED') return 'invalidDetails';
  return 'failed';
}

/**
 * Where the e-mailed confirmation link lands, signed in: `next` when the visitor came from a page of this site that
 * wants them back (the team invitation), else /auth?verified=1, which moves them on by role.
 */
const confirmationLanding = (next: string | null): string => next ?? paths.auth.getHref({ verified: '1' });

/** `POST /api/auth/sign-up/email` with the profile fields, after clearing stored auth keys (spec §4). */
export async function signUpWithEmail(
  values: SignUpValues,
  locale: string,
  next: string | null = null,
): Promise<SignUpResult> {
  clearStoredAuthKeys();
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const authClient = await loadAuthClient();
  const { data, error } = await authClient.signUp.email({
    email: values.email.trim(),
    password: values.password,
    name: fullNameOf(firstName, lastName),
    firstName,
    lastName,
    phone: values.phone.trim(),
    locale,
    callbackURL: confirmationLanding(next),
  });
  if (error) return { ok: false, reason: signUpFailureReason(normalizeAuthError(error)) };
  if (!data?.user) return { ok: false, reason: 'noData' };
  return { ok: true, signedIn: Boolean(data.user.emailVerified && data.token) };
}
