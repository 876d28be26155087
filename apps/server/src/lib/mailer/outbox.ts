import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { OutboxEntry, OutboxWriter } from './types';

/** The writer for code that holds a drizzle database or transaction. */
export const drizzleOutboxWriter =
  (db: Pick<Db, 'insert'>): OutboxWriter =>
  async (entry: OutboxEntry) => {
    const { notBefore, ...message } = entry;
    await db.insert(emailOutbox).values({ ...message, ...(notBefore ? { nextAttemptAt: notBefore } : {}) });
  };

export async function listOutbox(db: Db, options: { to?: string; limit?: number } = {}) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      headers: emailOutbox.headers,
      attachments: emailOutbox.attachments,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit ?? 200);
}
