import type { CustomerTicketThread, supportTicketCreateSchema } from '@receptiva/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { supportTicketMessages, supportTickets, teamMembers } from '../../db/schema';
import { hasActiveMembership } from '../../lib/access/access';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit/record-audit';
import type { Logger } from '../../lib/logger';
import { getCustomerTicket } from './get-customer-ticket.service';
import { notifyStaffOfCustomerMessage } from './ticket-notifications';
import { actorOf, findPerson } from './ticket-people';

type CreateInput = z.output<typeof supportTicketCreateSchema>;

const activeTeamsOf = (db: Db, userId: string) =>
  db
    .select({ ownerId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.invitedUserId, userId), eq(teamMembers.status, 'active')))
    .orderBy(asc(teamMembers.createdAt));

/**
 * Whose ticket it is (decision 034): the team the caller names (they must be on it), else their own account when they
 * hold a membership, else the first team they joined (a team member without a membership of their own).
 */
async function accountFor(db: Db, userId: string, requested: string | undefined, logger: Logger): Promise<string> {
  if (requested === undefined || requested === userId) {
    if (requested === userId || (await hasActiveMembership(db, userId, logger))) return userId;
    const [first] = await activeTeamsOf(db, userId);
    return first?.ownerId ?? userId;
  }
  const teams = await activeTeamsOf(db, userId);
  if (!teams.some((team) => team.ownerId === requested)) {
    throw new AppError('NOT_FOUND', 'You are not on this account’s team.', { accountId: 'Not one of your teams.' });
  }
  return requested;
}

/** A customer opens a ticket: the row, its first message, the audit entry and staff's e-mail in one transaction. */
export async function createTicket(
  db: Db,
  params: { userId: string; input: CreateInput; locale: string; publicUrl: string; logger: Logger },
): Promise<CustomerTicketThread> {
  const { input } = params;
  const author = await findPerson(db, params.userId);
  if (!author) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const accountUserId = await accountFor(db, params.userId, input.accountId, params.logger);
  const ticketId = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        accountUserId,
        openedByUserId: author.id,
        openedByLabel: author.name,
        subject: input.subject,
        category: input.category,
        locale: params.locale,
      })
      .returning();
    const message = { authorName: author.name, body: input.body, attachmentUrl: input.attachmentUrl };
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket!.id,
      authorUserId: author.id,
      authorLabel: author.name,
      authorSide: 'customer',
      body: input.body,
      attachmentUrl: input.attachmentUrl,
    });
    await recordAudit(tx, {
      accountUserId,
      actor: actorOf(author),
      action: 'ticket.opened',
      subjectType: 'support_ticket',
      subjectId: ticket!.id,
      subjectLabel: input.subject,
      changes: { status: { from: null, to: 'open' }, category: { from: null, to: input.category } },
    });
    await notifyStaffOfCustomerMessage(tx, ticket!, message, 'new', params.publicUrl);
    return ticket!.id;
  });
  return getCustomerTicket(db, { ticketId, userId: params.userId });
}
