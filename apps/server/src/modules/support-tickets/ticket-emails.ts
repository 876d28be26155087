import { directionOf, normalizeLanguage, ticketNumberOf } from '@receptiva/shared';
import { escapeHtml } from '../../lib/mailer/templates';
import type { OutboxEntry } from '../../lib/mailer/types';
import { translateEmail } from '../../locales';

interface EmailTicket {
  id: string;
  subject: string;
}

interface EmailMessage {
  authorName: string;
  body: string;
  attachmentUrl: string | null;
}

/** Subjects are one line, without control characters. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** Where the customer reads and answers the thread (the dashboard sends a signed-out reader to sign in first). */
export const customerTicketUrl = (publicUrl: string, ticketId: string) =>
  `${publicUrl}/dashboard/support/${encodeURIComponent(ticketId)}`;

/** Where staff and admins read the thread: the staff dashboard, which both can open. */
export const staffTicketUrl = (publicUrl: string, ticketId: string) =>
  `${publicUrl}/staff-dashboard/tickets/${encodeURIComponent(ticketId)}`;

function layout(locale: string, paragraphs: string[], quote: EmailMessage, link: { label: string; url: string }) {
  const attachment = quote.attachmentUrl
    ? `<p><a href="${escapeHtml(quote.attachmentUrl)}">${escapeHtml(quote.attachmentUrl)}</a></p>`
    : '';
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<blockquote style="margin:0;padding:8px 16px;border-inline-start:4px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(quote.body)}</blockquote>
${attachment}
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
</body></html>`;
}

/**
 * The customer's e-mail when staff reply, in the customer's language: who answered, the answer itself (never an
 * internal note: only replies reach here), and the link to the thread on /dashboard/support/{id}.
 */
export function renderStaffReplyEmail(
  ticket: EmailTicket,
  reply: EmailMessage,
  recipient: { email: string; locale: string },
  settings: { brand: string; publicUrl: string },
): OutboxEntry {
  const locale = normalizeLanguage(recipient.locale) ?? 'en';
  const vars = {
    brand: settings.brand,
    number: ticketNumberOf(ticket.id),
    subject: oneLine(ticket.subject),
    name: oneLine(reply.authorName),
  };
  const t = (key: string) => translateEmail(locale, key, vars);
  const url = customerTicketUrl(settings.publicUrl, ticket.id);
  const intro = t('supportTicket.reply.intro');
  const text = [
    t('greetingNoName'),
    intro,
    reply.body,
    ...(reply.attachmentUrl ? [reply.attachmentUrl] : []),
    `${t('supportTicket.reply.action')}: ${url}`,
    t('signature'),
  ].join('\n\n');
  return {
    kind: 'support-ticket-reply',
    locale,
    to: recipient.email.toLowerCase(),
    subject: oneLine(t('supportTicket.reply.subject')),
    text,
    html: layout(locale, [t('greetingNoName'), intro], reply, { label: t('supportTicket.reply.action'), url }).replace(
      '</body>',
      `<p>${escapeHtml(t('signature'))}</p>\n</body>`,
    ),
  };
}

/**
 * Staff's notice of a customer's message (a new ticket or a reply), in English like every staff notice: to the
 * assignee, or to the staff notification address while nobody is assigned, with a link to the staff thread view.
 */
export function renderCustomerMessageNotice(
  ticket: EmailTicket,
  message: EmailMessage,
  kind: 'new' | 'reply',
  settings: { brand: string; to: string; publicUrl: string },
): OutboxEntry {
  const vars = {
    brand: settings.brand,
    number: ticketNumberOf(ticket.id),
    subject: oneLine(ticket.subject),
    name: oneLine(message.authorName),
  };
  const t = (key: string) => translateEmail('en', `supportTicket.staffNotice.${key}`, vars);
  const url = staffTicketUrl(settings.publicUrl, ticket.id);
  const intro = t(`${kind}Intro`);
  const text = [
    intro,
    message.body,
    ...(message.attachmentUrl ? [message.attachmentUrl] : []),
    `${t('action')}: ${url}`,
  ].join('\n\n');
  return {
    kind: `support-ticket-${kind === 'new' ? 'new' : 'customer-reply'}-notice`,
    locale: 'en',
    to: settings.to.toLowerCase(),
    subject: oneLine(t(`${kind}Subject`)),
    text,
    html: layout('en', [intro], message, { label: t('action'), url }),
  };
}
