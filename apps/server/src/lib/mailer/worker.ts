import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Logger } from '../logger';
import type { MailAttachment, MailTransport } from './types';

export const MAX_ATTEMPTS = 8;
const BATCH = 10;

/** 10 s, 20 s, 40 s … capped at one hour. */
export const backoffSeconds = (attempts: number): number => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  attempts: number;
}

/**
 * Claims due rows (and rows whose claimer died: `sending` past its lock), sends each, and records the outcome.
 * SKIP LOCKED lets several server instances drain one outbox without sending a message twice.
 */
export async function deliverDueEmails(
  db: Db,
  transport: MailTransport,
  from: string,
  logger: Logger,
): Promise<number> {
  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`
    update email_outbox set status = 'sending', locked_until = now() + interval '2 minutes',
      attempts = attempts + 1
    where id in (
      select id from email_outbox
      where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
      order by created_at
      limit ${BATCH}
      for update skip locked)
    returning id, to_address, subject, text_body, html_body, headers, attachments, attempts`,
  );

  for (const row of claimed) {
    try {
      await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers ?? {},
        attachments: row.attachments ?? [],
      });
      await db.execute(sql`
        update email_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
          transport = ${transport.name}
        where id = ${row.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db.execute(sql`
        update email_outbox set status = ${giveUp ? 'failed' : 'pending'}, locked_until = null,
          last_error = ${message.slice(0, 1000)},
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
        where id = ${row.id}`);
      logger.warn('mail delivery failed', { emailId: row.id, attempts: row.attempts, giveUp, error: message });
    }
  }
  return claimed.length;
}

export interface MailWorker {
  /** Runs a delivery pass soon; called after a message is enqueued so it leaves without waiting for the tick. */
  kick(): void;
  stop(): Promise<void>;
}

export function startMailWorker(
  db: Db,
  transport: MailTransport,
  options: { from: string; logger: Logger; intervalMs?: number; onTick?: () => Promise<void> },
): MailWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        while ((await deliverDueEmails(db, transport, options.from, options.logger)) === BATCH) {}
        await options.onTick?.();
      } catch (error) {
        options.logger.error('mail worker tick failed', { error });
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  timer.unref();
  return {
    kick: () => setTimeout(tick, 10).unref(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close?.();
    },
  };
}
