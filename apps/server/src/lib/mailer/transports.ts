import nodemailer from 'nodemailer';
import type { MailTransport } from './types';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
