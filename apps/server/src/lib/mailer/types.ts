export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a newsletter's `List-Unsubscribe`); the transport adds them to the message as they are. */
  headers?: Record<string, string>;
  /** Files sent with the message (a calendar invitation's .ics); text content, sent as it is. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** A MIME type; for a calendar invitation `text/calendar; method=REQUEST` (or `CANCEL`). */
  contentType: string;
  content: string;
}

/** Delivers one message or throws. `smtp` is real delivery; `outbox` keeps the message readable locally only. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  /** `messageId`: the outbox row's, the same on every attempt, so a receiver can drop a repeat (decision 039). */
  send(message: MailMessage & { from: string; messageId?: string }): Promise<void>;
  close?(): void;
}

/** A row to write into `email_outbox`, inside whatever transaction caused it. */
export interface OutboxEntry extends MailMessage {
  kind: string;
  locale: string;
  /** Not sent before this time (a reminder the day before a call); now when absent. */
  notBefore?: Date;
}

/** Writes an entry with the caller's transaction: a drizzle transaction, or better-auth's transaction adapter. */
export type OutboxWriter = (entry: OutboxEntry) => Promise<void>;
