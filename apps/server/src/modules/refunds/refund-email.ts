import { directionOf, formatUsd, normalizeLanguage } from '@receptiva/shared';
import { escapeHtml } from '../../lib/mailer/templates';
import type { OutboxEntry } from '../../lib/mailer/types';
import { translateEmail } from '../../locales';

interface RefundMail {
  to: string;
  locale: string;
  brand: string;
  /** The plan name, or the order's receipt number. */
  label: string;
  amountCents: number;
  refundedCents: number;
  paidCents: number;
}

const page = (locale: string, paragraphs: string[]) =>
  `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;

function render(kind: string, subjectKey: string, bodyKeys: string[], mail: RefundMail): OutboxEntry {
  const locale = normalizeLanguage(mail.locale) ?? 'en';
  const vars = {
    brand: mail.brand,
    label: mail.label,
    amount: formatUsd(mail.amountCents, locale),
    refunded: formatUsd(mail.refundedCents, locale),
    paid: formatUsd(mail.paidCents, locale),
  };
  const paragraphs = [
    translateEmail(locale, 'greetingNoName', vars),
    ...bodyKeys.map((key) => translateEmail(locale, key, vars)),
    translateEmail(locale, 'signature', vars),
  ];
  return {
    kind,
    locale,
    to: mail.to.toLowerCase(),
    subject: translateEmail(locale, subjectKey, vars),
    text: paragraphs.join('\n\n'),
    html: page(locale, paragraphs),
  };
}

/** Tells the customer a refund was made: how much, of what, and what was refunded in all. */
export const renderRefundEmail = (mail: RefundMail & { full: boolean; isMembership: boolean }) =>
  render(
    'payment-refund',
    'refunds.subject',
    [
      mail.full ? 'refunds.fullIntro' : 'refunds.partialIntro',
      'refunds.totals',
      ...(mail.full && mail.isMembership ? ['refunds.membershipEnded'] : []),
      'refunds.timing',
    ],
    mail,
  );

/** Tells a member that a second membership checkout was refunded at once: they keep the membership they had. */
export const renderDuplicateMembershipEmail = (mail: RefundMail) =>
  render('membership-duplicate-refund', 'refunds.duplicateSubject', ['refunds.duplicateIntro', 'refunds.timing'], mail);
