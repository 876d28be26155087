// Response schemas of /api/support/tickets and /api/staff/tickets (decision 034); the web imports only the types.
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../support-tickets';

/** A message as the customer sees it: never an internal note (those are not even in the answer). */
export const customerTicketMessageSchema = z.object({
  id: z.string(),
  /** `customer` (the account's side) or `staff` (the provider's people). */
  authorSide: z.enum(['customer', 'staff']),
  authorName: z.string(),
  body: z.string(),
  attachmentUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerTicketMessage = z.infer<typeof customerTicketMessageSchema>;

/** The customer's view of a ticket: no assignee id, no internal facts. */
export const customerTicketSchema = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  accountId: z.string(),
  /** The account owner's name, for a team member who sees several accounts' tickets. */
  accountName: z.string(),
  openedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

export const customerTicketListSchema = z.object({ tickets: z.array(customerTicketSchema) });
export type CustomerTicketList = z.infer<typeof customerTicketListSchema>;

export const customerTicketThreadSchema = customerTicketSchema.extend({
  messages: z.array(customerTicketMessageSchema),
  /** False once the 14 days after the resolution have passed: a reply is refused, a new ticket is the way. */
  canReply: z.boolean(),
});
export type CustomerTicketThread = z.infer<typeof customerTicketThreadSchema>;

/** A message as staff see it: internal notes included and marked. */
export const staffTicketMessageSchema = customerTicketMessageSchema.extend({ internal: z.boolean() });
export type StaffTicketMessage = z.infer<typeof staffTicketMessageSchema>;

export const ticketPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

/** One row of the staff table, with its response and resolution times in seconds (null until they happen). */
export const staffTicketRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  accountName: z.string(),
  assignee: ticketPersonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  firstResponseSeconds: z.number().int().nullable(),
  resolutionSeconds: z.number().int().nullable(),
});
export type StaffTicketRow = z.infer<typeof staffTicketRowSchema>;

/** Averages over every ticket the filters keep (not only this page); null when none has the time yet. */
export const ticketAveragesSchema = z.object({
  firstResponseSeconds: z.number().int().nullable(),
  resolutionSeconds: z.number().int().nullable(),
});
export type TicketAverages = z.infer<typeof ticketAveragesSchema>;

export const staffTicketListSchema = z.object({
  tickets: z.array(staffTicketRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  averages: ticketAveragesSchema,
});
export type StaffTicketList = z.infer<typeof staffTicketListSchema>;

export const staffTicketThreadSchema = staffTicketRowSchema.extend({
  messages: z.array(staffTicketMessageSchema),
});
export type StaffTicketThread = z.infer<typeof staffTicketThreadSchema>;

/** Who a ticket can be assigned to: role member (staff) or admin. */
export const ticketAssigneeListSchema = z.object({ staff: z.array(ticketPersonSchema) });
export type TicketAssigneeList = z.infer<typeof ticketAssigneeListSchema>;
