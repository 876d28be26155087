import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Set after a successful sign-in: this browser has signed in to that address before (decision 043). */
export const KNOWN_DEVICE_COOKIE = 'receptiva.known_device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

const macOf = (secret: string, email: string, deviceId: string) =>
  createHmac('sha256', secret).update(`known-device:${email.toLowerCase()}:${deviceId}`).digest('base64url');

/** A new device id signed for one address: `<id>.<mac>`. Nothing is stored; the MAC proves we issued it. */
export function issueKnownDevice(secret: string, email: string, deviceId = randomBytes(16).toString('base64url')) {
  return `${deviceId}.${macOf(secret, email, deviceId)}`;
}

/** The device id when the cookie was issued by us for this address, else null. */
export function knownDeviceId(secret: string, email: string, cookie: string | undefined): string | null {
  const [deviceId, mac] = cookie?.split('.') ?? [];
  if (!deviceId || !mac || !/^[\w-]{16,64}$/.test(deviceId)) return null;
  const expected = Buffer.from(macOf(secret, email, deviceId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

export function knownDeviceCookie(value: string, secure: boolean): string {
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
