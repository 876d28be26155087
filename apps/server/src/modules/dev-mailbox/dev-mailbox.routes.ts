import { Hono } from 'hono';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { listOutbox } from '../../lib/mailer/outbox';
import { fieldErrorsOf, validationFailed } from '../../lib/validation';
import { devToolsOnly } from '../../middlewares/dev-tools-only';
import { renderMailboxPage } from './mailbox-page';

const mailboxQuery = z.object({ to: z.string().trim().max(254).optional() });

const mailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Extra headers the message carries (a newsletter's `List-Unsubscribe`); `{}` for most. */
  headers: z.record(z.string(), z.string()),
  /** Files sent with the message (an onboarding call's .ics); `[]` for most. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  /** When the message is due (a reminder waits for its day). */
  sendAt: z.string(),
  createdAt: z.string(),
});

/** Only when no SMTP server is configured and not in production; 404 otherwise. */
export const isDevMailboxEnabled = (env: { NODE_ENV: string; SMTP_URL?: string | undefined }) =>
  env.NODE_ENV !== 'production' && !env.SMTP_URL;

const listMailboxRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'public',
  devTool: true,
  tags: ['development'],
  summary: 'The local mailbox',
  description:
    'Every e-mail the outbox holds, newest first (`to` filters by recipient). Only without SMTP and outside production.',
  request: { query: mailboxQuery },
  responses: { 200: jsonResponse(z.array(mailboxMessageSchema), 'The messages') },
});

export const devMailboxApiRoutes = createRouter().openapi(listMailboxRoute, async (c) => {
  const rows = await listOutbox(c.var.db, { to: c.req.valid('query').to || undefined });
  c.header('Cache-Control', 'no-store');
  return c.json(
    rows.map(({ to, subject, text, html, headers, attachments, nextAttemptAt, createdAt }) => ({
      to,
      subject,
      text,
      html,
      headers,
      attachments,
      sendAt: nextAttemptAt.toISOString(),
      createdAt: createdAt.toISOString(),
    })),
    200,
  );
});

/** The same mailbox as a page for a person (`/dev/mailbox`), outside the API. */
export const devMailboxPageRoutes = new Hono<AppEnv>().get('/', devToolsOnly, async (c) => {
  const parsed = mailboxQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
  const to = parsed.data.to || undefined;
  const rows = await listOutbox(c.var.db, { to });
  c.header('Cache-Control', 'no-store');
  return c.html(renderMailboxPage(rows, to));
});
