import { UNKNOWN_INVITER_NAME } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit/record-audit';

/** A person as the team feature names them: from their profile, never from what a client sends. */
export interface TeamPerson {
  id: string;
  email: string;
  /** The profile's full name, or null when the profile has none. */
  fullName: string | null;
}

export async function findPerson(db: Db, userId: string): Promise<TeamPerson | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, fullName: row.fullName?.trim() || null } : null;
}

/** The account that signs in with this e-mail, compared case-insensitively (spec §7 "profile by email"). */
export async function findAccountByEmail(db: Db, email: string): Promise<{ userId: string } | null> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Spec §7: the inviter's profile full name, 'Someone' when there is none. */
export const inviterNameOf = (person: TeamPerson | null): string => person?.fullName ?? UNKNOWN_INVITER_NAME;

/** How the team view names an owner: their full name, or their e-mail. */
export const ownerNameOf = (person: TeamPerson | null): string => person?.fullName ?? person?.email ?? '';

/** Who did something, as the audit trail keeps it: name and e-mail as they were at the time. */
export const auditActorOf = (person: TeamPerson): AuditActor => ({
  id: person.id,
  label: person.fullName ? `${person.fullName} (${person.email})` : person.email,
});

/** The signed-in caller: their account can vanish between the session check and this read (deleted meanwhile). */
export async function loadCaller(db: Db, userId: string): Promise<TeamPerson> {
  const person = await findPerson(db, userId);
  if (!person) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return person;
}
