import { randomBytes } from 'node:crypto';
import type { MeResponse } from '@receptiva/shared';
import { expect } from 'vitest';
import type { TestClient } from './client';
import type { TestServer } from './server';

export const PASSWORD = 'first-password-1';

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: PASSWORD,
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+1 555 0101',
  ...overrides,
});

export const signIn = (client: TestClient, email: string, password: string, headers?: Record<string, string>) =>
  client.post('/api/auth/sign-in/email', { email, password }, headers);

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
  sendAt: string;
  createdAt: string;
}

/** The local mailbox as a person's inbox: newest first, through the real endpoint. */
export async function readMailbox(client: TestClient, to: string): Promise<MailboxMessage[]> {
  const response = await client.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MailboxMessage[];
}

/** The first link of a message's text part. */
export function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in:\n${text}`);
  return new URL(match[0]);
}

export const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/** Signs up, opens the confirmation link from the mailbox, and returns the now signed-in caller. */
export async function signUpAndConfirm(server: TestServer, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const client = server.client();
  const signUp = await client.post('/api/auth/sign-up/email', body);
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const [mail] = await readMailbox(client, body.email as string);
  const confirm = await client.get(pathAndQuery(linkIn(mail!.text)));
  expect(confirm.status).toBe(302);
  expect(client.sessionToken).toBeTruthy();
  return { client, email: body.email as string, password: body.password as string };
}

export async function getMe(client: TestClient) {
  const response = await client.get('/api/me');
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as MeResponse;
}
