import type { NoticeTone } from '../hooks/use-notice';
import { isTeamInvitationPath, safeNextPath } from './safe-next';

export type AuthMode = 'signIn' | 'signUp' | 'reset' | 'newPassword';

export type EntryNoticeKey = 'reset.linkInvalid' | 'verification.confirmed' | 'verification.failed';

export interface AuthEntry {
  mode: AuthMode;
  /** Password-reset token from the e-mailed link. */
  token: string | null;
  notice: { tone: NoticeTone; key: EntryNoticeKey } | null;
  /** Where to go once signed in instead of /dashboard or /admin (`?next=`, a path of this site only). */
  next: string | null;
  /** The e-mail to start with (`?email=`). */
  email: string;
  /** An invitee coming from /team-invitation signs up or in with the invited address, which cannot change. */
  isEmailFixed: boolean;
}

/** The query parameters that outlive the arrival: where to go next and the e-mail it is for. */
export const LASTING_PARAMS = ['next', 'email'] as const;

const MAX_EMAIL_LENGTH = 254;

function readEmail(params: URLSearchParams): string {
  const email = params.get('email')?.trim() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a prefilled address never holds control characters.
  return email.length <= MAX_EMAIL_LENGTH && !/[\u0000-\u001f\u007f]/.test(email) ? email : '';
}

/**
 * Reads how the visitor arrived on /auth: a reset link (`?reset=true&token=…`, or `&error=INVALID_TOKEN` when
 * better-auth rejected it), a confirmation link (`?verified=1`, signed in by the server; `&error=…` when it failed),
 * or plainly, optionally with `?mode=signup`, a prefilled `?email=` and where to go afterwards (`?next=`).
 */
export function readAuthEntry(params: URLSearchParams): AuthEntry {
  const next = safeNextPath(params.get('next'));
  const email = readEmail(params);
  const lasting = { next, email, isEmailFixed: email !== '' && isTeamInvitationPath(next) };
  return { ...readArrival(params), ...lasting };
}

type Arrival = Pick<AuthEntry, 'mode' | 'token' | 'notice'>;

function readArrival(params: URLSearchParams): Arrival {
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
  if (params.get('mode') === 'signup') return { mode: 'signUp', token: null, notice: null };
  return { mode: 'signIn', token: null, notice: null };
}

/** Every arrival as the server renders it and the browser hydrates it: only the path reaches the renderer. */
export const PLAIN_ARRIVAL: AuthEntry = {
  mode: 'signIn',
  token: null,
  notice: null,
  next: null,
  email: '',
  isEmailFixed: false,
};

/** What the card starts from (its initial state); `next` is only passed on, so it is not part of it. */
export const arrivalKey = ({ mode, token, notice, email, isEmailFixed }: AuthEntry): string =>
  JSON.stringify([mode, token, notice?.key ?? null, email, isEmailFixed]);

export type ModeChange = (mode: AuthMode, options?: { email?: string; keepNotice?: boolean }) => void;
