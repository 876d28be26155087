import { directionOf, normalizeLanguage } from '@receptiva/shared';
import { translateEmail } from '../../locales';
import type { OutboxEntry } from './types';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export type ActionEmailKind = 'verify-email' | 'reset-password' | 'change-email';

interface ActionEmail {
  kind: ActionEmailKind;
  to: string;
  locale: string | null | undefined;
  name: string | null | undefined;
  brand: string;
  url: string;
}

const KEYS = {
  'verify-email': 'verifyEmail',
  'reset-password': 'resetPassword',
  'change-email': 'changeEmail',
} as const;

/** A message with one call to action, in the recipient's language, with a plain-text part. */
export function renderActionEmail(input: ActionEmail): OutboxEntry {
  const locale = normalizeLanguage(input.locale) ?? 'en';
  const t = (key: string) =>
    translateEmail(locale, key, { brand: input.brand, name: input.name ?? '', email: input.to.toLowerCase() });
  const section = KEYS[input.kind];
  const greeting = input.name ? t('greeting') : t('greetingNoName');
  const lines = [t(`${section}.intro`), t(`${section}.expiry`), t('ignore')];

  const text = [
    greeting,
    '',
    lines[0],
    '',
    `${t(`${section}.action`)}: ${input.url}`,
    '',
    lines[1],
    lines[2],
    '',
    t('signature'),
  ].join('\n');
  const url = escapeHtml(input.url);
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lines[0]!)}</p>
<p><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t(`${section}.action`))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('linkFallback'))}<br><a href="${url}">${url}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(lines[1]!)} ${escapeHtml(lines[2]!)}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { kind: input.kind, locale, to: input.to.toLowerCase(), subject: t(`${section}.subject`), text, html };
}
