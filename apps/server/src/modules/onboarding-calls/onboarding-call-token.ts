import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The manage link's secret: `<call id>.<HMAC-SHA256 of it>`, keyed with the server secret. Nothing is stored: the
 * signature proves the link came from us, and the call's own state decides what it may still do (a cancelled call
 * cannot be moved). A different purpose prefix keeps these signatures from matching any other of the secret's uses.
 */
const sign = (callId: string, secret: string) =>
  createHmac('sha256', secret).update(`onboarding-call:${callId}`).digest('base64url');

export const onboardingCallToken = (callId: string, secret: string): string => `${callId}.${sign(callId, secret)}`;

/** The call id a token names, or null when it was not signed by us. */
export function callIdFromToken(token: string, secret: string): string | null {
  const [callId, signature, ...rest] = token.split('.');
  if (!callId || !signature || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/.test(callId)) return null;
  const expected = Buffer.from(sign(callId, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? callId : null;
}

export const manageCallUrl = (publicUrl: string, callId: string, secret: string): string =>
  `${publicUrl}/schedule-onboarding-call?manage=${encodeURIComponent(onboardingCallToken(callId, secret))}`;
