import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type MailboxMessage, readMailbox } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import type { TestServer } from '../../../test/server';
import { newsletterSubscribers } from '../../db/schema';

export const subscribe = (client: TestClient, email: string, extra: Record<string, unknown> = {}) =>
  client.post('/api/newsletter/subscriptions', { email, ...extra });

/** The token of the message's link whose path is `pathname` (text part). */
export function tokenIn(message: MailboxMessage, pathname: string): string {
  const urls = (message.text.match(/https?:\/\/\S+/g) ?? []).map((raw) => new URL(raw));
  const url = urls.find((candidate) => candidate.pathname === pathname);
  if (!url) throw new Error(`no ${pathname} link in:\n${message.text}`);
  return url.searchParams.get('token') ?? '';
}

export const mailsTo = (server: TestServer, email: string) => readMailbox(server.client(), email);

/** Subscribes and returns the confirmation e-mail's token. */
export async function subscribeAndReadToken(server: TestServer, email: string, extra: Record<string, unknown> = {}) {
  expect((await subscribe(server.client(), email, extra)).status).toBe(202);
  const [newest] = await mailsTo(server, email);
  return tokenIn(newest!, '/newsletter/confirm');
}

export const confirm = (client: TestClient, token: string) => client.post('/api/newsletter/confirmations', { token });

/** A confirmed subscriber; returns the welcome e-mail (the newest message). */
export async function subscribeConfirmed(server: TestServer, email: string) {
  const token = await subscribeAndReadToken(server, email);
  expect((await confirm(server.client(), token)).status).toBe(200);
  const [welcome] = await mailsTo(server, email);
  return welcome!;
}

/** The address's row, whatever the case it was typed in. */
export async function subscriberOf(server: TestServer, email: string) {
  const [row] = await server.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
  return row;
}
