/** Spec §6: the three stored roles, plus `none` when the lookup failed. */
export const ROLES = ['admin', 'member', 'user'] as const;
export type StoredRole = (typeof ROLES)[number];
export type Role = StoredRole | 'none';

const RANK: Record<StoredRole, number> = { admin: 3, member: 2, user: 1 };

const isStoredRole = (value: unknown): value is StoredRole =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export type RoleLookup = { ok: true; roles: readonly unknown[] } | { ok: false };

/**
 * Resolves a user's role: the bootstrap admin address is always admin; otherwise the highest stored role wins;
 * no rows or only unrecognised values give `user`; a failed lookup gives `none`.
 */
export function resolveRole(
  email: string | null | undefined,
  adminEmail: string | null | undefined,
  lookup: RoleLookup,
): Role {
  if (email && adminEmail && email.trim().toLowerCase() === adminEmail.trim().toLowerCase()) return 'admin';
  if (!lookup.ok) return 'none';
  let best: StoredRole = 'user';
  for (const value of lookup.roles) {
    if (isStoredRole(value) && RANK[value] > RANK[best]) best = value;
  }
  return best;
}

/** Admin passes every check; member passes member or user; user passes user; none fails all. */
export function hasRole(role: Role | null | undefined, required: StoredRole): boolean {
  if (!role || role === 'none') return false;
  return RANK[role] >= RANK[required];
}
