import { homePathFor, type Role } from '@receptiva/shared';
import { getMe } from '@/lib/auth';
import { browserLocation } from '@/lib/browser-location';

/** After sign-in: a full navigation to /admin for admins, else /dashboard (spec §4). */
export async function goToHome(): Promise<void> {
  let role: Role = 'user';
  try {
    role = (await getMe())?.role ?? 'user';
  } catch (error) {
    console.warn('Could not read the role after sign-in', error);
  }
  browserLocation.assign(homePathFor(role));
}
