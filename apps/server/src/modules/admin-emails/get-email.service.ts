import { type AdminEmailDetail, RESENDABLE_EMAIL_STATUSES } from '@receptiva/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { emailRowColumns, toAdminEmailRow } from './list-emails.service';

/** `GET /api/admin/emails/{emailId}`: the message with its bodies (for the admin only), delivery and resends. */
export async function getAdminEmail(db: Db, emailId: string): Promise<AdminEmailDetail> {
  const [row] = await db
    .select({
      ...emailRowColumns,
      locale: emailOutbox.locale,
      transport: emailOutbox.transport,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      text: emailOutbox.text,
      html: emailOutbox.html,
      attachments: emailOutbox.attachments,
      resentFromId: emailOutbox.resentFromId,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, emailId));
  if (!row) throw new AppError('NOT_FOUND', 'No e-mail has this id.');
  const resends = await db
    .select({ id: emailOutbox.id, status: emailOutbox.status, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.resentFromId, emailId))
    .orderBy(desc(emailOutbox.createdAt));
  const { locale, transport, nextAttemptAt, text, html, attachments, resentFromId, ...listed } = row;
  return {
    ...toAdminEmailRow(listed),
    locale,
    transport,
    nextAttemptAt: nextAttemptAt.toISOString(),
    text,
    html,
    // Names only: an attachment's content (an .ics invitation) is not needed to judge a delivery.
    attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    resentFromId,
    resends: resends.map((resend) => ({ ...resend, createdAt: resend.createdAt.toISOString() })),
    canResend: RESENDABLE_EMAIL_STATUSES.includes(row.status),
  };
}
