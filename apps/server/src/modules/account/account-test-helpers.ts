import { eq } from 'drizzle-orm';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import type { TestServer } from '../../../test/server';
import { users } from '../../db/schema';

/** A confirmed, signed-in person with their user id (for rows a test writes straight into the database). */
export async function newAccount(server: TestServer, overrides: Record<string, unknown> = {}) {
  const signedUp = await signUpAndConfirm(server, overrides);
  const me = await getMe(signedUp.client);
  return { ...signedUp, email: me.user.email, id: me.user.id };
}

export async function userRow(server: TestServer, id: string) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  return row;
}
