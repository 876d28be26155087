import { homePathFor, type Role } from '@receptiva/shared';
import { getMe } from '@/lib/auth';
import { browserLocation } from '@/lib/browser-location';

/**
 * After sign-in: a full navigation to /admin for admins, else /dashboard (spec §4); or to `next`, a path of this
 * site the visitor came from (the team invitation page), already checked by `safeNextPath`.
 */
export async function goToHome(next: string | null = null): Promise<void> {
  if (next) {
    browserLocation.assign(next);
    return;
  }
  let role: Role = 'user';
  try {
    role = (await getMe())?.role ?? 'user';
  } catch (error) {
    console.warn('Could not read the role after sign-in', error);
  }
  browserLocation.assign(homePathFor(role));
}
