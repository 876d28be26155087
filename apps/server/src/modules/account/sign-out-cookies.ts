import type { Auth } from '../../lib/auth';

/**
 * The Set-Cookie lines that clear better-auth's session cookies (names, prefix, path and `Secure` as it set them),
 * taken from its own sign-out. Called once the session rows are gone, it only expires the cookies.
 */
export async function signOutCookies(auth: Auth, requestHeaders: Headers): Promise<string[]> {
  const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers.getSetCookie();
}
