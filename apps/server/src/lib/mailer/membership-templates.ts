import {
  directionOf,
  formatUsd,
  formatUtcDate,
  MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
  MEMBERSHIP_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  normalizeLanguage,
  TERMS_DOCUMENT_VERSION,
} from '@receptiva/shared';
import { translateEmail } from '../../locales';
import { planNameIn } from './plan-name';
import { escapeHtml } from './templates';
import type { OutboxEntry } from './types';

type Row = [label: string, value: string];

function render(kind: string, locale: string, to: string, subject: string, paragraphs: string[], rows: Row[]) {
  const text = [...paragraphs.slice(0, -1), rows.map(([l, v]) => `${l}: ${v}`).join('\n'), paragraphs.at(-1)].join(
    '\n\n',
  );
  const table = `<table role="presentation" cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs
  .slice(0, -1)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
${table}
<p>${escapeHtml(paragraphs.at(-1) ?? '')}</p>
</body></html>`;
  return { kind, locale, to: to.toLowerCase(), subject, text, html } satisfies OutboxEntry;
}

const commonVars = (brand: string, locale: string) => ({
  brand,
  setupFee: formatUsd(MEMBERSHIP_PRICES.setupFeeCents, locale),
  monthly: formatUsd(MEMBERSHIP_PRICES.monthlyCents, locale),
  months: String(MEMBERSHIP_COMMITMENT_MONTHS),
  days: String(MEMBERSHIP_CANCELLATION_WINDOW_DAYS),
  version: TERMS_DOCUMENT_VERSION,
});

/** The receipt of the terms accepted in the consent dialog ("Creating Receipt..."). */
export function renderTermsReceipt(
  consent: { email: string; planName: string; amountCents: number; documentVersion: string; createdAt: Date },
  options: { brand: string; locale: string | undefined },
): OutboxEntry {
  const locale = normalizeLanguage(options.locale) ?? 'en';
  const t = (key: string) => translateEmail(locale, key, commonVars(options.brand, locale));
  return render(
    'membership-terms-receipt',
    locale,
    consent.email,
    t('termsReceipt.subject'),
    [t('greetingNoName'), t('termsReceipt.intro'), t('termsReceipt.terms'), t('signature')],
    [
      [t('membership.plan'), planNameIn(consent.planName, locale)],
      [t('membership.amount'), formatUsd(consent.amountCents, locale)],
      [t('membership.termsVersion'), consent.documentVersion],
      [t('termsReceipt.acceptedAt'), consent.createdAt.toISOString()],
    ],
  );
}

/** The receipt of a paid membership: amounts in US dollars from cents, the commitment and the terms version. */
export function renderMembershipReceipt(
  order: {
    email: string;
    planName: string;
    amountCents: number;
    paidAt: Date | null;
    commitmentEndsAt: Date | null;
    metadata: Record<string, unknown> | null;
  },
  /** A guest payer's sign-up link: the membership is theirs once they create the account and confirm this e-mail. */
  options: { brand: string; createAccountUrl?: string | null },
): OutboxEntry {
  const locale = normalizeLanguage(String(order.metadata?.locale ?? '')) ?? 'en';
  const t = (key: string) =>
    translateEmail(locale, key, { ...commonVars(options.brand, locale), url: options.createAccountUrl ?? '' });
  const paidAt = order.paidAt ?? new Date();
  const guest = options.createAccountUrl ? [t('guestPurchase.intro'), t('guestPurchase.createAccount')] : [];
  return render(
    'membership-receipt',
    locale,
    order.email,
    t('membershipReceipt.subject'),
    [
      t('greetingNoName'),
      options.createAccountUrl ? t('guestPurchase.paidIntro') : t('membershipReceipt.intro'),
      ...guest,
      t('membershipReceipt.terms'),
      t('signature'),
    ],
    [
      [t('membership.plan'), planNameIn(order.planName, locale)],
      [t('membership.amount'), formatUsd(order.amountCents, locale)],
      [t('membershipReceipt.setupFeePaid'), formatUsd(MEMBERSHIP_PRICES.setupFeeCents, locale)],
      [t('membershipReceipt.monthly'), formatUsd(MEMBERSHIP_PRICES.monthlyCents, locale)],
      [t('membershipReceipt.paidOn'), formatUtcDate(paidAt, locale)],
      ...(order.commitmentEndsAt
        ? [[t('membershipReceipt.commitmentEnds'), formatUtcDate(order.commitmentEndsAt, locale)] as Row]
        : []),
      [t('membership.termsVersion'), TERMS_DOCUMENT_VERSION],
    ],
  );
}

/** Confirms a cancellation within the 30-day window: no more monthly charges, the setup fee is not refunded. */
export function renderMembershipCancellation(
  order: { email: string; planName: string; cancelledAt: Date; accessEndsAt: Date },
  options: { brand: string; locale: string | undefined },
): OutboxEntry {
  const locale = normalizeLanguage(options.locale) ?? 'en';
  const t = (key: string) => translateEmail(locale, key, commonVars(options.brand, locale));
  return render(
    'membership-cancellation',
    locale,
    order.email,
    t('membershipCancelled.subject'),
    [t('greetingNoName'), t('membershipCancelled.intro'), t('membershipCancelled.terms'), t('signature')],
    [
      [t('membership.plan'), planNameIn(order.planName, locale)],
      [t('membershipCancelled.cancelledOn'), formatUtcDate(order.cancelledAt, locale)],
      [t('membershipCancelled.accessUntil'), formatUtcDate(order.accessEndsAt, locale)],
      [t('membershipReceipt.setupFeePaid'), formatUsd(MEMBERSHIP_PRICES.setupFeeCents, locale)],
    ],
  );
}

/** The shared layout of membership e-mails, for the subscription's later-life e-mails. */
export { render as renderMembershipMail };
