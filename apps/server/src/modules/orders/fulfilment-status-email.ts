import { directionOf, type FulfilmentTarget, normalizeLanguage, receiptNumberOf } from '@receptiva/shared';
import { escapeHtml } from '../../lib/mailer/templates';
import type { OutboxEntry } from '../../lib/mailer/types';
import { translateEmail } from '../../locales';

const SECTION: Record<FulfilmentTarget, string> = {
  in_progress: 'inProgress',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * The customer's e-mail for a step staff made, in the customer's language: what happened to which order, the note
 * when staff shared it, and the way to the timeline on /order-history.
 */
export function renderFulfilmentStatusEmail(
  change: { orderId: string; status: FulfilmentTarget; sharedNote: string | null },
  recipient: { email: string; locale: string },
  settings: { brand: string; publicUrl: string },
): OutboxEntry {
  const locale = normalizeLanguage(recipient.locale) ?? 'en';
  const receipt = receiptNumberOf(change.orderId);
  const t = (key: string) => translateEmail(locale, key, { brand: settings.brand, receipt });
  const section = `orderFulfilment.${SECTION[change.status]}`;
  const url = `${settings.publicUrl}/order-history`;
  const note = change.sharedNote?.trim() ? change.sharedNote.trim() : null;
  const text = [
    t('greetingNoName'),
    t(`${section}.intro`),
    ...(note ? [`${t('orderFulfilment.noteLabel')}\n${note}`] : []),
    `${t('orderFulfilment.action')}: ${url}`,
    t('signature'),
  ].join('\n\n');
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(t('greetingNoName'))}</p>
<p>${escapeHtml(t(`${section}.intro`))}</p>
${note ? `<p><strong>${escapeHtml(t('orderFulfilment.noteLabel'))}</strong></p>\n<blockquote style="margin:0;padding:8px 16px;border-inline-start:4px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(note)}</blockquote>` : ''}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t('orderFulfilment.action'))}</a></p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return {
    kind: `order-${change.status.replace('_', '-')}`,
    locale,
    to: recipient.email.toLowerCase(),
    subject: t(`${section}.subject`),
    text,
    html,
  };
}
