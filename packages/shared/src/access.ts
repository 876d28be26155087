import type { MeResponse } from './responses/me';
import type { Role } from './roles';

/** Spec §6: the dashboard needs an active membership or team access. */
export const canOpenDashboard = (me: Pick<MeResponse, 'isMember' | 'hasTeamAccess'>): boolean =>
  me.isMember || me.hasTeamAccess;

/** Where a signed-in user lands after sign-in (spec §4). */
export const homePathFor = (role: Role): '/admin' | '/dashboard' => (role === 'admin' ? '/admin' : '/dashboard');
