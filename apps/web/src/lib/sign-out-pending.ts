/**
 * Set when a sign-out could not reach the server: the session cookie (httpOnly) may still be valid, but the person
 * asked to leave, so /auth shows its form instead of sending them back to their dashboard. Per tab; a successful
 * sign-in clears it.
 */
export const SIGN_OUT_PENDING_KEY = 'receptiva.signOutPending';

const withSessionStorage = <T>(use: (storage: Storage) => T, fallback: T): T => {
  try {
    return use(window.sessionStorage);
  } catch {
    return fallback; // storage blocked: behave as if nothing is pending
  }
};

export const markSignOutPending = (): void =>
  withSessionStorage((storage) => storage.setItem(SIGN_OUT_PENDING_KEY, '1'), undefined);

export const clearSignOutPending = (): void =>
  withSessionStorage((storage) => storage.removeItem(SIGN_OUT_PENDING_KEY), undefined);

export const isSignOutPending = (): boolean =>
  withSessionStorage((storage) => storage.getItem(SIGN_OUT_PENDING_KEY) !== null, false);
