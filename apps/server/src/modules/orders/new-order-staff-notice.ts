import { formatUsd, receiptNumberOf } from '@receptiva/shared';
import { escapeHtml } from '../../lib/mailer/templates';
import type { OutboxEntry } from '../../lib/mailer/types';
import { translateEmail } from '../../locales';

interface NoticeOrder {
  id: string;
  email: string;
  customerName: string;
  totalCents: number;
}

interface NoticeItem {
  title: string;
  quantity: number;
}

/** Names go into subjects: one line, no control characters. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/**
 * Staff's notice of a newly paid marketplace order: always English (staff's language, like the onboarding notices),
 * with what to deliver and a link to the order in the staff dashboard.
 */
export function renderNewOrderStaffNotice(
  order: NoticeOrder,
  items: NoticeItem[],
  settings: { brand: string; to: string; publicUrl: string },
): OutboxEntry {
  const receipt = receiptNumberOf(order.id);
  const who = oneLine(order.customerName) || order.email;
  const t = (key: string) => translateEmail('en', `orderFulfilment.staffNotice.${key}`, { receipt, name: who });
  const rows: [string, string][] = [
    [t('customer'), oneLine(order.customerName) || t('none')],
    [t('email'), order.email],
    [t('receiptNumber'), receipt],
    [t('services'), items.map((item) => `${item.title} × ${item.quantity}`).join('\n')],
    [t('total'), formatUsd(order.totalCents)],
    [t('orderId'), order.id],
  ];
  const url = `${settings.publicUrl}/staff-dashboard?order=${encodeURIComponent(order.id)}`;
  const signature = translateEmail('en', 'signature', { brand: settings.brand });
  const text = [
    t('intro'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('action')}: ${url}`,
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html><html lang="en" dir="ltr"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(t('intro'))}</p>
<table role="presentation" cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;vertical-align:top;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t('action'))}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    kind: 'order-staff-notice',
    locale: 'en',
    to: settings.to.toLowerCase(),
    subject: oneLine(t('subject')),
    text,
    html,
  };
}
