import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';

export interface TicketPerson {
  id: string;
  name: string;
  email: string;
}

/** How tickets name a person: the profile's full name, else the account's name, else the e-mail. */
export const personNameSql = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''), ${users.email})`;

export async function findPeople(db: Pick<Db, 'select'>, ids: string[]): Promise<Map<string, TicketPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: personNameSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findPerson(db: Pick<Db, 'select'>, id: string): Promise<TicketPerson | null> {
  return (await findPeople(db, [id])).get(id) ?? null;
}

/** The audit trail's label of a person: name and e-mail as they were at the time. */
export const actorOf = (person: TicketPerson): AuditActor & { id: string } => ({
  id: person.id,
  label: person.name !== person.email ? `${person.name} (${person.email})` : person.email,
});
