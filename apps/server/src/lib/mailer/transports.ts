import nodemailer from 'nodemailer';
import type { MailTransport } from './types';

/**
 * nodemailer waits up to 10 minutes on a silent server by default; these bound one attempt well inside the
 * outbox's claim lease (worker.ts), so a live worker never has its claim taken over mid-send.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Offline default: the outbox row itself is the delivery, read at /dev/mailbox (and by admins). */
export const outboxOnlyTransport: MailTransport = {
  name: 'outbox',
  send: async () => {},
};

export const createMailTransport = (smtpUrl: string | undefined): MailTransport =>
  smtpUrl ? createSmtpTransport(smtpUrl) : outboxOnlyTransport;
