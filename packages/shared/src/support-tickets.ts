// Support tickets (issue 18 point 1 and 3; decision 034): categories, the status machine, and the request schemas of
// /api/support/tickets (customers) and /api/staff/tickets (staff and admins).
import { z } from 'zod';

export const TICKET_CATEGORIES = ['setup', 'billing', 'voice_agent', 'crm', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open → waiting_on_customer (staff replied) ↔ open (customer replied) → resolved (decision 034). */
export const TICKET_STATUSES = ['open', 'waiting_on_customer', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A customer reply within this many days of the resolution reopens the ticket; later, a new ticket is needed. */
export const TICKET_REOPEN_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const TICKET_SUBJECT_MAX_LENGTH = 150;
export const TICKET_BODY_MAX_LENGTH = 5000;
export const TICKET_URL_MAX_LENGTH = 2000;

/** Staff answered: the customer has the next move, unless the ticket is resolved (a follow-up does not reopen it). */
export const statusAfterStaffReply = (status: TicketStatus): TicketStatus =>
  status === 'resolved' ? 'resolved' : 'waiting_on_customer';

/**
 * What a customer's reply does: `open` (from open or waiting, or a reopen within the window), or `expired` when the
 * ticket was resolved more than TICKET_REOPEN_WINDOW_DAYS ago (the customer is asked to open a new ticket).
 */
export function customerReplyOutcome(
  ticket: { status: TicketStatus; resolvedAt: Date | string | null },
  now: Date,
): { status: 'open'; reopened: boolean } | { status: 'expired' } {
  if (ticket.status !== 'resolved') return { status: 'open', reopened: false };
  const resolvedAt = ticket.resolvedAt ? new Date(ticket.resolvedAt).getTime() : now.getTime();
  return now.getTime() - resolvedAt <= TICKET_REOPEN_WINDOW_DAYS * DAY_MS
    ? { status: 'open', reopened: true }
    : { status: 'expired' };
}

/** Whether a customer reply can still reopen a resolved ticket (the page shows "open a new ticket" otherwise). */
export const canCustomerReply = (ticket: { status: TicketStatus; resolvedAt: Date | string | null }, now: Date) =>
  customerReplyOutcome(ticket, now).status === 'open';

/** An http(s) address with a host, or nothing: the only kind of attachment link a message may carry. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const messageBody = z
  .string()
  .trim()
  .min(1, { message: 'Write a message.' })
  .max(TICKET_BODY_MAX_LENGTH, { message: `At most ${TICKET_BODY_MAX_LENGTH} characters.` });

/** Optional: an empty field is no link. */
const attachmentUrl = z
  .string()
  .trim()
  .max(TICKET_URL_MAX_LENGTH, { message: `At most ${TICKET_URL_MAX_LENGTH} characters.` })
  .refine((value) => value === '' || isHttpUrl(value), {
    message: 'Give an address that starts with http:// or https://.',
  })
  .optional()
  .transform((value) => (value ? value : null));

/** A better-auth user id (opaque text). */
const userId = z.string().trim().min(1).max(100);

/** `POST /api/support/tickets`: `accountId` is the team owner in the team view; left out, the caller's own account. */
export const supportTicketCreateSchema = z
  .object({
    accountId: userId.optional(),
    subject: z
      .string()
      .trim()
      .min(3, { message: 'At least 3 characters.' })
      .max(TICKET_SUBJECT_MAX_LENGTH, { message: `At most ${TICKET_SUBJECT_MAX_LENGTH} characters.` }),
    category: z.enum(TICKET_CATEGORIES),
    body: messageBody,
    attachmentUrl,
    /** The page's language, for the e-mails the customer gets when they have not chosen one. */
    locale: z.string().max(20).optional(),
  })
  .strict();
export type SupportTicketCreateInput = z.input<typeof supportTicketCreateSchema>;

/** A customer's reply, and a staff reply. */
export const ticketReplySchema = z.object({ body: messageBody, attachmentUrl }).strict();
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

/** A staff-only note: never shown to the customer. */
export const ticketNoteSchema = z.object({ body: messageBody }).strict();
export type TicketNoteInput = z.input<typeof ticketNoteSchema>;

/** Assign to a staff user (role member or admin), or `null` to unassign. */
export const ticketAssignSchema = z.object({ assigneeId: userId.nullable() }).strict();
export type TicketAssignInput = z.input<typeof ticketAssignSchema>;

export const ticketStatusChangeSchema = z.object({ status: z.enum(TICKET_STATUSES) }).strict();
export type TicketStatusChangeInput = z.input<typeof ticketStatusChangeSchema>;

export const ticketParamsSchema = z.object({ ticketId: z.uuid() });

/** Age of a ticket by its creation: under a day, one to seven days, over seven days. */
export const TICKET_AGES = ['under_1_day', '1_to_7_days', 'over_7_days'] as const;
export type TicketAge = (typeof TICKET_AGES)[number];
export const STAFF_TICKET_SORTS = ['updatedAt', 'createdAt', 'status', 'subject'] as const;
export type StaffTicketSort = (typeof STAFF_TICKET_SORTS)[number];
export const STAFF_TICKETS_PAGE_SIZE_MAX = 100;

/** `assignee`: `mine`, `unassigned`, or a staff user's id. */
export const staffTicketFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  assignee: userId.optional(),
  age: z.enum(TICKET_AGES).optional(),
});

export const staffTicketListQuerySchema = staffTicketFiltersSchema.extend({
  sort: z.enum(STAFF_TICKET_SORTS).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAFF_TICKETS_PAGE_SIZE_MAX).default(25),
});
export type StaffTicketListQuery = z.input<typeof staffTicketListQuerySchema>;
export type StaffTicketFilters = z.input<typeof staffTicketFiltersSchema>;

/** "T-1A2B3C4D": the first eight hex digits of the ticket's id, what customers and staff quote. */
export const ticketNumberOf = (ticketId: string) => `T-${ticketId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
