import { type APIRequestContext, expect } from '@playwright/test';

/** One message of the local mailbox (`GET /api/dev/mailbox?to=…`). */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a newsletter's `List-Unsubscribe`), `{}` for most messages. */
  headers: Record<string, string>;
  createdAt: string;
}

export const CONFIRM_SUBJECT = 'Confirm your Receptiva account';
export const RESET_SUBJECT = 'Reset your Receptiva password';

/** The recipient's messages, newest first. */
export async function readMailbox(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MailboxMessage[];
}

/** Waits until the recipient has a message with this subject and returns the newest such message. */
export async function waitForMail(request: APIRequestContext, to: string, subject: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox(request, to)).find((message) => message.subject === subject);
        return found !== undefined;
      },
      { message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The link of a message's plain-text part whose path starts with `pathname`. */
export function linkIn(message: MailboxMessage, pathname: string): URL {
  const urls = (message.text.match(/https?:\/\/\S+/g) ?? []).map((raw) => new URL(raw));
  const url = urls.find((candidate) => candidate.pathname.startsWith(pathname));
  if (!url) throw new Error(`no ${pathname} link in the mail to ${message.to}:\n${message.text}`);
  return url;
}
