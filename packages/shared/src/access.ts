import type { Role } from './roles';

/** What `GET /api/me` tells the client about the signed-in user. */
export interface MeResponse {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string };
  profile: {
    email: string;
    fullName: string | null;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    locale: string | null;
  } | null;
  role: Role;
  isMember: boolean;
  hasTeamAccess: boolean;
  hasAiAccess: boolean;
}

/** Spec §6: the dashboard needs an active membership or team access. */
export const canOpenDashboard = (me: Pick<MeResponse, 'isMember' | 'hasTeamAccess'>): boolean =>
  me.isMember || me.hasTeamAccess;

/** Where a signed-in user lands after sign-in (spec §4). */
export const homePathFor = (role: Role): '/admin' | '/dashboard' => (role === 'admin' ? '/admin' : '/dashboard');
