import type { NoticeTone } from '../hooks/use-notice';

export type AuthMode = 'signIn' | 'signUp' | 'reset' | 'newPassword';

export type EntryNoticeKey = 'reset.linkInvalid' | 'verification.confirmed' | 'verification.failed';

export interface AuthEntry {
  mode: AuthMode;
  /** Password-reset token from the e-mailed link. */
  token: string | null;
  notice: { tone: NoticeTone; key: EntryNoticeKey } | null;
}

/**
 * Reads how the visitor arrived on /auth: a reset link (`?reset=true&token=…`, or `&error=INVALID_TOKEN` when
 * better-auth rejected it), a confirmation link (`?verified=1`, signed in by the server; `&error=…` when it failed),
 * or plainly.
 */
export function readAuthEntry(params: URLSearchParams): AuthEntry {
  const token = params.get('token');
  const error = params.get('error');
  if (params.get('reset') === 'true') {
    if (token) return { mode: 'newPassword', token, notice: null };
    return { mode: 'reset', token: null, notice: error ? { tone: 'error', key: 'reset.linkInvalid' } : null };
  }
  // better-auth appends `error=…` to the callback URL (`/auth?verified=1`) when the link is bad: check it first.
  if (error) return { mode: 'signIn', token: null, notice: { tone: 'error', key: 'verification.failed' } };
  if (params.get('verified') === '1') {
    return { mode: 'signIn', token: null, notice: { tone: 'success', key: 'verification.confirmed' } };
  }
  return { mode: 'signIn', token: null, notice: null };
}

export type ModeChange = (mode: AuthMode, options?: { email?: string; keepNotice?: boolean }) => void;
