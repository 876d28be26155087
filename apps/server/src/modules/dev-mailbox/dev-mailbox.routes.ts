import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../lib/app-error';
import { listOutbox } from '../../lib/mailer/outbox';
import { renderMailboxPage } from './mailbox-page';

const querySchema = z.object({ to: z.string().trim().max(254).optional() });

/** Only when no SMTP server is configured and not in production; 404 otherwise. */
export const isDevMailboxEnabled = (env: { NODE_ENV: string; SMTP_URL?: string | undefined }) =>
  env.NODE_ENV !== 'production' && !env.SMTP_URL;

const readFilter = (query: Record<string, string>) => {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The recipient filter is not valid.', { to: 'invalid' });
  return parsed.data.to || undefined;
};

export const devMailboxApiRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const rows = await listOutbox(c.var.db, { to: readFilter(c.req.query()) });
  c.header('Cache-Control', 'no-store');
  return c.json(rows.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt })));
});

export const devMailboxPageRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const to = readFilter(c.req.query());
  const rows = await listOutbox(c.var.db, { to });
  c.header('Cache-Control', 'no-store');
  return c.html(renderMailboxPage(rows, to));
});
