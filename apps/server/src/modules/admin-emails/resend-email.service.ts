import { type AdminEmailDetail, RESENDABLE_EMAIL_STATUSES } from '@receptiva/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { getAdminEmail } from './get-email.service';

/**
 * Queues a copy of a sent or failed message as a new pending row (decision 033), so the original keeps its own
 * delivery history, and audits it in the same transaction. The original's row lock makes a double click queue one
 * copy: the second request sees the first copy still waiting and is refused.
 */
export async function resendEmail(db: Db, emailId: string, actor: AuditActor): Promise<AdminEmailDetail> {
  const copyId = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, emailId)).for('update');
    if (!original) throw new AppError('NOT_FOUND', 'No e-mail has this id.');
    if (!RESENDABLE_EMAIL_STATUSES.includes(original.status)) {
      throw new AppError('CONFLICT', 'This e-mail is still waiting to be sent: there is nothing to resend yet.');
    }
    const [waiting] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.resentFromId, emailId), inArray(emailOutbox.status, ['pending', 'sending'])))
      .limit(1);
    if (waiting) throw new AppError('CONFLICT', 'A copy of this e-mail is already waiting to be sent.');
    const [copy] = await tx
      .insert(emailOutbox)
      .values({
        to: original.to,
        subject: original.subject,
        text: original.text,
        html: original.html,
        kind: original.kind,
        locale: original.locale,
        headers: original.headers,
        attachments: original.attachments,
        resentFromId: original.id,
      })
      .returning({ id: emailOutbox.id });
    await recordAudit(tx, {
      accountUserId: null,
      actor,
      action: 'email.resent',
      subjectType: 'email_outbox',
      subjectId: original.id,
      subjectLabel: `${original.subject} → ${original.to}`,
      changes: { resentAs: { from: null, to: copy!.id }, status: { from: original.status, to: 'pending' } },
    });
    return copy!.id;
  });
  return getAdminEmail(db, copyId);
}
