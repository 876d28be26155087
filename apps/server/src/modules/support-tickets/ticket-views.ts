import {
  type CustomerTicket,
  type CustomerTicketMessage,
  canCustomerReply,
  type StaffTicketMessage,
  type StaffTicketRow,
  ticketNumberOf,
} from '@receptiva/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTicketMessages } from '../../db/schema';
import type { TicketRow } from './ticket-access';
import { findPeople, type TicketPerson } from './ticket-people';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const secondsBetween = (from: Date, to: Date | null) =>
  to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;

type MessageRow = typeof supportTicketMessages.$inferSelect;

const customerMessageOf = (row: MessageRow): CustomerTicketMessage => ({
  id: row.id,
  authorSide: row.authorSide,
  authorName: row.authorLabel,
  body: row.body,
  attachmentUrl: row.attachmentUrl,
  createdAt: row.createdAt.toISOString(),
});

export async function messagesOf(db: Pick<Db, 'select'>, ticketId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
}

/** The customer's view: internal notes are left out here, the one place customer answers are built from. */
export const customerMessagesOf = (rows: MessageRow[]): CustomerTicketMessage[] =>
  rows.filter((row) => !row.internal).map(customerMessageOf);

export const staffMessagesOf = (rows: MessageRow[]): StaffTicketMessage[] =>
  rows.map((row) => ({ ...customerMessageOf(row), internal: row.internal }));

export function customerTicketOf(row: TicketRow, people: Map<string, TicketPerson>): CustomerTicket {
  return {
    id: row.id,
    number: ticketNumberOf(row.id),
    subject: row.subject,
    category: row.category,
    status: row.status,
    accountId: row.accountUserId,
    accountName: people.get(row.accountUserId)?.name ?? '',
    openedByName: row.openedByLabel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
  };
}

export const canReplyNow = (row: TicketRow) => canCustomerReply(row, new Date());

export async function staffRowsOf(db: Pick<Db, 'select'>, rows: TicketRow[]): Promise<StaffTicketRow[]> {
  const people = await findPeople(
    db,
    rows.flatMap((row) => [row.accountUserId, row.openedByUserId, row.assigneeUserId].filter((id) => id !== null)),
  );
  return rows.map((row) => {
    const opener = row.openedByUserId ? people.get(row.openedByUserId) : undefined;
    const assignee = row.assigneeUserId ? people.get(row.assigneeUserId) : undefined;
    return {
      id: row.id,
      number: ticketNumberOf(row.id),
      subject: row.subject,
      category: row.category,
      status: row.status,
      customerName: opener?.name ?? row.openedByLabel,
      customerEmail: opener?.email ?? '',
      accountName: people.get(row.accountUserId)?.name ?? '',
      assignee: assignee ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      firstResponseAt: iso(row.firstResponseAt),
      resolvedAt: iso(row.resolvedAt),
      firstResponseSeconds: secondsBetween(row.createdAt, row.firstResponseAt),
      resolutionSeconds: secondsBetween(row.createdAt, row.resolvedAt),
    };
  });
}
