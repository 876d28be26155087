import { directionOf, normalizeLanguage } from '@receptiva/shared';
import { translateEmail } from '../../locales';
import { escapeHtml } from './templates';
import type { OutboxEntry } from './types';

interface NewsletterEmail {
  to: string;
  /** The language the visitor subscribed in. */
  locale: string | null | undefined;
  brand: string;
  /** The page that asks before unsubscribing: the visible link. */
  unsubscribePageUrl: string;
  /** The one-click URL (RFC 8058): `List-Unsubscribe`'s target. */
  oneClickUnsubscribeUrl: string;
}

interface Parts {
  kind: string;
  section: 'newsletterConfirmation' | 'newsletterWelcome';
  url: string;
  /** Small print after the button. */
  notes: string[];
}

/** What lets a mail client offer its own "Unsubscribe" button, which POSTs to the URL without opening a page. */
export const listUnsubscribeHeaders = (oneClickUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function render(input: NewsletterEmail, parts: Parts, t: (key: string) => string, locale: string): OutboxEntry {
  const greeting = t('greetingNoName');
  const intro = t(`${parts.section}.intro`);
  const action = t(`${parts.section}.action`);
  const reason = t('newsletterUnsubscribe.reason');
  const unsubscribe = t('newsletterUnsubscribe.link');
  const text = [
    greeting,
    '',
    intro,
    '',
    `${action}: ${parts.url}`,
    '',
    ...parts.notes,
    '',
    t('signature'),
    '',
    '--',
    reason,
    `${unsubscribe}: ${input.unsubscribePageUrl}`,
  ].join('\n');
  const url = escapeHtml(parts.url);
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('linkFallback'))}<br><a href="${url}">${url}</a></p>
${parts.notes.map((note) => `<p style="font-size:13px;color:#475569">${escapeHtml(note)}</p>`).join('\n')}
<p>${escapeHtml(t('signature'))}</p>
<hr style="border:0;border-top:1px solid #e2e8f0">
<p style="font-size:12px;color:#64748b">${escapeHtml(reason)} <a href="${escapeHtml(input.unsubscribePageUrl)}" style="color:#475569">${escapeHtml(unsubscribe)}</a></p>
</body></html>`;
  return {
    kind: parts.kind,
    locale,
    to: input.to.toLowerCase(),
    subject: t(`${parts.section}.subject`),
    text,
    html,
    headers: listUnsubscribeHeaders(input.oneClickUnsubscribeUrl),
  };
}

const translatorFor = (input: NewsletterEmail, extra: Record<string, string> = {}) => {
  const locale = normalizeLanguage(input.locale) ?? 'en';
  const vars = { brand: input.brand, email: input.to.toLowerCase(), ...extra };
  return { locale, t: (key: string) => translateEmail(locale, key, vars) };
};

/** Double opt-in: the link that confirms the address, how long it works, and that ignoring it is enough. */
export function renderNewsletterConfirmation(
  input: NewsletterEmail & { confirmUrl: string; validDays: number },
): OutboxEntry {
  const { locale, t } = translatorFor(input, { days: String(input.validDays) });
  const notes = [t('newsletterConfirmation.expiry'), t('newsletterConfirmation.ignore')];
  const parts = { kind: 'newsletter-confirmation', section: 'newsletterConfirmation' as const, url: input.confirmUrl };
  return render(input, { ...parts, notes }, t, locale);
}

/** After confirming: what the subscriber will receive, and the way to the articles already published. */
export function renderNewsletterWelcome(input: NewsletterEmail & { blogUrl: string }): OutboxEntry {
  const { locale, t } = translatorFor(input);
  const parts = { kind: 'newsletter-welcome', section: 'newsletterWelcome' as const, url: input.blogUrl };
  return render(input, { ...parts, notes: [t('newsletterWelcome.frequency')] }, t, locale);
}
