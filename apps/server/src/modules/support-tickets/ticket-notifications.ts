import type { Db } from '../../db/client';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import { getPublicSettings, getStaffNotificationEmail } from '../settings/settings.service';
import type { TicketRow } from './ticket-access';
import { renderCustomerMessageNotice, renderStaffReplyEmail } from './ticket-emails';
import { findPerson } from './ticket-people';

interface NotifiedMessage {
  authorName: string;
  body: string;
  attachmentUrl: string | null;
}

/**
 * A customer wrote (a new ticket or a reply): the assignee hears of it, or the staff notification address while the
 * ticket has nobody. Written in the caller's transaction, so the message and its e-mail commit together.
 */
export async function notifyStaffOfCustomerMessage(
  tx: Db,
  ticket: TicketRow,
  message: NotifiedMessage,
  kind: 'new' | 'reply',
  publicUrl: string,
): Promise<void> {
  const assignee = ticket.assigneeUserId ? await findPerson(tx, ticket.assigneeUserId) : null;
  const to = assignee?.email ?? (await getStaffNotificationEmail(tx));
  const settings = await getPublicSettings(tx);
  await drizzleOutboxWriter(tx)(
    renderCustomerMessageNotice(ticket, message, kind, { brand: settings.brandName, to, publicUrl }),
  );
}

/**
 * Staff replied: the person who opened the ticket (the account owner once that person's account is gone) gets the
 * reply in the language they chose for e-mails, else the language of the page they opened the ticket from.
 */
export async function emailCustomerOfStaffReply(
  tx: Db,
  ticket: TicketRow,
  reply: NotifiedMessage,
  publicUrl: string,
): Promise<void> {
  const recipientId = ticket.openedByUserId ?? ticket.accountUserId;
  const recipient = await findPerson(tx, recipientId);
  if (!recipient) return;
  const locale = (await preferredLocaleOf(tx, recipientId)) ?? ticket.locale;
  const settings = await getPublicSettings(tx);
  await drizzleOutboxWriter(tx)(
    renderStaffReplyEmail(ticket, reply, { email: recipient.email, locale }, { brand: settings.brandName, publicUrl }),
  );
}
