import {
  ADMIN_EMAILS_PAGE_SIZE,
  type AdminEmailList,
  type AdminEmailRow,
  type adminEmailListQuerySchema,
  EMAIL_OUTBOX_STATUSES,
} from '@receptiva/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

type AdminEmailListQuery = z.output<typeof adminEmailListQuerySchema>;

const SORT_COLUMNS = {
  createdAt: emailOutbox.createdAt,
  to: emailOutbox.to,
  subject: sql`lower(${emailOutbox.subject})`,
  attempts: emailOutbox.attempts,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The list's columns: everything but the bodies, headers and attachments. */
export const emailRowColumns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  kind: emailOutbox.kind,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

interface EmailRowFacts extends Omit<AdminEmailRow, 'createdAt' | 'sentAt'> {
  createdAt: Date;
  sentAt: Date | null;
}

export const toAdminEmailRow = (row: EmailRowFacts): AdminEmailRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** `GET /api/admin/emails`: the outbox searched by recipient or subject, filtered by status, sorted, paged. */
export async function listAdminEmails(db: Db, query: AdminEmailListQuery): Promise<AdminEmailList> {
  const search: SQL | undefined = query.search
    ? or(ilike(emailOutbox.to, likePattern(query.search)), ilike(emailOutbox.subject, likePattern(query.search)))
    : undefined;
  const where = and(search, query.status ? eq(emailOutbox.status, query.status) : undefined);
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select(emailRowColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), asc(emailOutbox.id))
      .limit(ADMIN_EMAILS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_EMAILS_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).where(search).groupBy(emailOutbox.status),
  ]);
  const counts = Object.fromEntries(EMAIL_OUTBOX_STATUSES.map((status) => [status, 0])) as AdminEmailList['counts'];
  for (const { status, n } of byStatus) if (status in counts) counts[status] = Number(n);
  return {
    emails: rows.map(toAdminEmailRow),
    page: query.page,
    pageSize: ADMIN_EMAILS_PAGE_SIZE,
    total: Number(total?.n ?? 0),
    counts,
  };
}
