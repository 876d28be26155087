// Admin → Settings → E-mail outbox (issue 17 point 6): the outbox's rows, their filters and a resend (decision 033).
import { z } from 'zod';

/** The states of an `email_outbox` row (decision 004): `sending` while a worker holds it. */
export const EMAIL_OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];

/** A failed or sent message can be queued again; one still waiting or being sent cannot. */
export const RESENDABLE_EMAIL_STATUSES: readonly EmailOutboxStatus[] = ['sent', 'failed'];

export const ADMIN_EMAIL_SORTS = ['createdAt', 'to', 'subject', 'attempts'] as const;
export type AdminEmailSort = (typeof ADMIN_EMAIL_SORTS)[number];
export const ADMIN_EMAILS_PAGE_SIZE = 25;

/** `GET /api/admin/emails`: search in recipient and subject, a status, a sort, a page. */
export const adminEmailListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(EMAIL_OUTBOX_STATUSES).optional(),
  sort: z.enum(ADMIN_EMAIL_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminEmailListQuery = z.input<typeof adminEmailListQuerySchema>;

export const adminEmailParamsSchema = z.object({ emailId: z.uuid() });

/** One row of the list: never the bodies (their links carry tokens), those are in the detail only. */
export const adminEmailRowSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(EMAIL_OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminEmailRow = z.infer<typeof adminEmailRowSchema>;

export const adminEmailListSchema = z.object({
  emails: z.array(adminEmailRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Rows per status among those the search matches (the status filter aside), for the counts above the table. */
  counts: z.object({
    pending: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
});
export type AdminEmailList = z.infer<typeof adminEmailListSchema>;

/** `GET /api/admin/emails/{emailId}`: the message as it was queued, its delivery, and the resends linked to it. */
export const adminEmailDetailSchema = adminEmailRowSchema.extend({
  locale: z.string(),
  transport: z.string().nullable(),
  nextAttemptAt: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  /** The message this one is a resend of. */
  resentFromId: z.string().nullable(),
  /** The copies queued from this message, newest first. */
  resends: z.array(z.object({ id: z.string(), status: z.enum(EMAIL_OUTBOX_STATUSES), createdAt: z.string() })),
  canResend: z.boolean(),
});
export type AdminEmailDetail = z.infer<typeof adminEmailDetailSchema>;
