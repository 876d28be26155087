/** Where the link of an e-mail change lands once the new address is confirmed (or with `?error=` when it failed). */
export const EMAIL_CHANGED_CALLBACK = '/dashboard/settings?emailChanged=1';

/**
 * better-auth calls `sendVerificationEmail` both for a sign-up and for an e-mail change (then with the new address
 * as `user.email`). Its token is a JWT it signed itself; a change carries `updateTo`, the new address.
 */
export function isEmailChangeToken(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof claims.updateTo === 'string' && claims.updateTo.length > 0;
  } catch {
    return false;
  }
}
