import {
  directionOf,
  formatUsd,
  formatUtcDate,
  normalizeLanguage,
  receiptNumberOf,
  TERMS_DOCUMENT_VERSION,
  type TitleTranslations,
  titleIn,
} from '@receptiva/shared';
import { escapeHtml } from '../../lib/mailer/templates';
import type { OutboxEntry } from '../../lib/mailer/types';
import { translateEmail } from '../../locales';

interface ReceiptOrder {
  id: string;
  email: string;
  locale: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  paidAt: Date | null;
}

interface ReceiptItem {
  title: string;
  titleTranslations: TitleTranslations;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

const row = (label: string, value: string, strong = false) =>
  `<tr><th scope="row" style="text-align:start;color:#475569;font-weight:${strong ? 700 : 400}">${escapeHtml(label)}</th><td style="text-align:end;font-weight:${strong ? 700 : 400}">${escapeHtml(value)}</td></tr>`;

/**
 * The receipt of a paid marketplace order, in the order's language: every line titled in it where the sale recorded
 * it, the totals in US dollars written the language's way, the Gregorian date, the terms.
 */
export function renderOrderReceipt(order: ReceiptOrder, items: ReceiptItem[], options: { brand: string }): OutboxEntry {
  const locale = normalizeLanguage(order.locale) ?? 'en';
  const receipt = receiptNumberOf(order.id);
  const t = (key: string, vars: Record<string, string> = {}) =>
    translateEmail(locale, key, { brand: options.brand, version: TERMS_DOCUMENT_VERSION, receipt, ...vars });
  const usd = (cents: number) => formatUsd(cents, locale);
  const lineText = (item: ReceiptItem) =>
    t('orderReceipt.line', {
      title: titleIn(item.title, item.titleTranslations, locale).title,
      quantity: String(item.quantity),
      unitPrice: usd(item.unitPriceCents),
      lineTotal: usd(item.lineTotalCents),
    });
  const totals: [string, string][] = [
    [t('orderReceipt.subtotal'), usd(order.subtotalCents)],
    [t('orderReceipt.discount'), `−${usd(order.discountCents)}`],
    [t('orderReceipt.total'), usd(order.totalCents)],
  ];
  const meta: [string, string][] = [
    [t('orderReceipt.receiptNumber'), receipt],
    [t('orderReceipt.paidOn'), formatUtcDate(order.paidAt ?? new Date(), locale)],
    [t('orderReceipt.termsVersion'), TERMS_DOCUMENT_VERSION],
  ];
  const text = [
    t('greetingNoName'),
    t('orderReceipt.intro'),
    items.map(lineText).join('\n'),
    [...totals, ...meta].map(([label, value]) => `${label}: ${value}`).join('\n'),
    t('orderReceipt.terms'),
    t('signature'),
  ].join('\n\n');
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(t('greetingNoName'))}</p>
<p>${escapeHtml(t('orderReceipt.intro'))}</p>
<ul>${items.map((item) => `<li>${escapeHtml(lineText(item))}</li>`).join('')}</ul>
<table role="presentation" cellpadding="6" style="border-collapse:collapse">${totals
    .map(([label, value], index) => row(label, value, index === totals.length - 1))
    .join('')}${meta.map(([label, value]) => row(label, value)).join('')}</table>
<p>${escapeHtml(t('orderReceipt.terms'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return {
    kind: 'order-receipt',
    locale,
    to: order.email.toLowerCase(),
    subject: t('orderReceipt.subject'),
    text,
    html,
  };
}
