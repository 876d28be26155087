import { desc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Db } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import { linkIn, pathAndQuery, signUpBody } from '../accounts';
import type { TestClient } from '../client';

/**
 * Signs up and opens the confirmation link, read from the outbox table: with SMTP configured, the development
 * mailbox (`/api/dev/mailbox`) is off, and the test shares the server's PostgreSQL database anyway.
 */
export async function signUpAndConfirmFromOutbox(
  server: { client(): TestClient },
  db: Db,
  overrides: Record<string, unknown> = {},
) {
  const body = signUpBody(overrides);
  const email = body.email as string;
  const client = server.client();
  const signUp = await client.post('/api/auth/sign-up/email', body);
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const mail = await vi.waitFor(async () => {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.createdAt));
    if (!row) throw new Error(`no confirmation e-mail to ${email} yet`);
    return row;
  });
  const confirm = await client.get(pathAndQuery(linkIn(mail.text)));
  expect(confirm.status).toBe(302);
  expect(client.sessionToken).toBeTruthy();
  return { client, email, password: body.password as string };
}
