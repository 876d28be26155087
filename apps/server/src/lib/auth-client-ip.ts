/**
 * The header through which the auth routes tell better-auth the caller's address (as `requestContext` resolved it).
 * Whatever a client sends under this name is replaced before better-auth sees the request.
 */
export const CLIENT_IP_HEADER = 'x-receptiva-client-ip';

/** The request's headers for better-auth: the client's own copy of the header dropped, ours set. */
export function withClientIp(headers: Headers, clientIp: string): Headers {
  const copy = new Headers(headers);
  copy.delete(CLIENT_IP_HEADER);
  if (clientIp !== 'unknown') copy.set(CLIENT_IP_HEADER, clientIp);
  return copy;
}
