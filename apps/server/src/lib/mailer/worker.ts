import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PRESENCE_LOCK_CLASS } from '../../db/instance-presence';
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

/** The Message-ID of an outbox row: the same on every attempt, in the sender's domain. */
export const messageIdOf = (id: string, from: string): string =>
  `<${id}@${from.match(/@([^>\s]+)/)?.[1] ?? 'receptiva.local'}>`;

/**
 * Claims due rows, and rows whose claimer is gone: its presence lock no longer held (the process died; decision
 * 039) or, as a last resort, `sending` past its lease. Sends each and records the outcome. SKIP LOCKED lets several
 * server instances drain one outbox without two of them claiming a row. A process that dies after the SMTP server
 * took a message but before `sent` was written sends it again on the next attempt, with the same Message-ID: at most
 * once per attempt, not exactly once.
 */
export async function deliverDueEmails(
  db: Db,
  transport: MailTransport,
  options: { from: string; logger: Logger; instanceKey: number },
): Promise<number> {
  const { from, logger } = options;
  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`
    update email_outbox set status = 'sending', locked_until = now() + interval '10 minutes',
      attempts = attempts + 1, claimed_by = ${options.instanceKey}
    where id in (
      select o.id from email_outbox o
      where (o.status = 'pending' and o.next_attempt_at <= now())
        or (o.status = 'sending' and (o.locked_until < now() or (o.claimed_by is not null and not exists (
          select 1 from pg_locks l
          where l.locktype = 'advisory' and l.classid = ${PRESENCE_LOCK_CLASS}::oid
            and l.objid = o.claimed_by::oid and l.objsubid = 2 and l.granted))))
      order by o.created_at
      limit ${BATCH}
      for update skip locked)
    returning id, to_address, subject, text_body, html_body, headers, attachments, attempts`,
  );

  for (const row of claimed) {
    try {
      await transport.send({
        from,
        messageId: messageIdOf(row.id, from),
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
  options: {
    from: string;
    logger: Logger;
    /** This instance's presence (db/instance-presence.ts): claims carry its key, and wait while it is not held. */
    presence: { key: number; isHeld(): boolean };
    intervalMs?: number;
    onTick?: () => Promise<void>;
  },
): MailWorker {
  const { presence } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const deliver = () =>
          deliverDueEmails(db, transport, { from: options.from, logger: options.logger, instanceKey: presence.key });
        while (!stopped && presence.isHeld() && (await deliver()) === BATCH) {}
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
