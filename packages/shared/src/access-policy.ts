import type { MeResponse } from './responses/me';
import { hasRole } from './roles';

/**
 * Who may call an API route: one of a small closed set, declared with the route (decision 014).
 * - `public`: anyone, signed in or not;
 * - `session`: any signed-in user;
 * - `member`: an active membership or team access (spec §2: who may open the dashboard);
 * - `paid-member`: an active membership of one's own (spec §4: only members check out);
 * - `staff`: role member (the provider's staff, DESIGN §4) or admin;
 * - `admin`: role admin;
 * - `assistant`: the AI assistant (spec §6): an active membership of one's own, or an active team row that grants AI
 *   access.
 * Admin passes every policy (spec §6: "admin passes every check").
 */
export const ACCESS_POLICIES = ['public', 'session', 'member', 'paid-member', 'staff', 'admin', 'assistant'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

export type AccessFacts = Pick<MeResponse, 'role' | 'isMember' | 'hasTeamAccess' | 'hasAiAccess'>;

/** The one rule both sides use: the server to authorise a call, the web to decide what to offer. */
export function satisfiesPolicy(policy: AccessPolicy, facts: AccessFacts | null): boolean {
  if (policy === 'public') return true;
  if (!facts) return false;
  if (facts.role === 'admin' || policy === 'session') return true;
  switch (policy) {
    case 'member':
      return facts.isMember || facts.hasTeamAccess;
    case 'paid-member':
      return facts.isMember;
    case 'staff':
      return hasRole(facts.role, 'member');
    case 'admin':
      return false;
    case 'assistant':
      return facts.isMember || facts.hasAiAccess;
  }
}
