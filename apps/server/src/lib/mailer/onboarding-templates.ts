import { directionOf, formatUsd, type OnboardingFormData } from '@receptiva/shared';
import { translateEmail } from '../../locales';
import { businessTypeName } from '../../locales/business-type-names';
import { escapeHtml } from './templates';
import type { OutboxEntry } from './types';

export interface OnboardingSubmissionDetails {
  id: string;
  contactName: string;
  email: string;
  locale: string;
  data: OnboardingFormData;
  /** Null for a guest: linked once that e-mail signs up and confirms. */
  userId: string | null;
}

type Row = [label: string, value: string];
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** Every answer as a labelled row, in the given language (the customer's copy, or English for staff). */
function answerRows(submission: OnboardingSubmissionDetails, locale: string): Row[] {
  const t = (key: string, vars: Record<string, string> = {}) => translateEmail(locale, `onboarding.${key}`, vars);
  const { business, details, compliance, notes } = submission.data;
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const orNone = (value: string) => value || t('none');
  const list = (lines: string[]) => (lines.length > 0 ? lines.join('\n') : t('none'));
  return [
    [t('labels.contactName'), submission.contactName],
    [t('labels.email'), submission.email],
    [t('labels.businessName'), business.businessName],
    [t('labels.businessType'), businessTypeName(business.businessType, locale)],
    [t('labels.phone'), business.phone],
    [t('labels.website'), orNone(business.website)],
    [t('labels.address'), business.address],
    [t('labels.timeZone'), business.timeZone],
    [t('labels.languages'), business.languages.join(', ')],
    [
      t('labels.openingHours'),
      business.openingHours
        .map((day) => `${day.day}: ${day.isOpen ? `${day.opens}–${day.closes}` : t('closed')}`)
        .join('\n'),
    ],
    [t('labels.greeting'), orNone(business.greeting)],
    [
      t('labels.services'),
      list(
        details.services.map(
          (service) =>
            `${service.name}: ${service.priceCents === null ? t('onRequest') : formatUsd(service.priceCents, locale)}${service.description ? ` (${service.description})` : ''}`,
        ),
      ),
    ],
    [t('labels.faqs'), list(details.faqs.map((faq) => `${faq.question} → ${faq.answer}`))],
    [t('labels.transfers'), list(details.transfers.map((transfer) => `${transfer.phone}: ${transfer.when}`))],
    [t('labels.crm'), orNone(details.crm)],
    [t('labels.calendar'), orNone(details.calendar)],
    [t('labels.callsRecorded'), yesNo(compliance.callsRecorded)],
    [t('labels.recordingDisclosure'), orNone(compliance.recordingDisclosure)],
    [t('labels.outbound'), yesNo(compliance.makesOutboundContact)],
    [t('labels.health'), yesNo(compliance.handlesHealthData)],
    [t('labels.retention'), t('days', { count: String(compliance.retentionDays) })],
    [t('labels.aiDisclosure'), compliance.aiDisclosure],
    [t('labels.notes'), orNone(notes)],
  ];
}

const textRows = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');
const htmlRows = (rows: Row[]) =>
  `<table role="presentation" cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;vertical-align:top;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
const page = (locale: string, paragraphs: string[], rows: Row[]) =>
  `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${htmlRows(rows)}
</body></html>`;

/** The sender's copy of their answers, in their language, with what happens next. */
export function renderOnboardingCopy(
  submission: OnboardingSubmissionDetails,
  settings: { brand: string; publicUrl: string },
): OutboxEntry {
  const locale = submission.locale;
  const vars = {
    brand: settings.brand,
    name: submission.contactName,
    url: `${settings.publicUrl}/schedule-onboarding`,
  };
  const t = (key: string) => translateEmail(locale, key, vars);
  const rows = answerRows(submission, locale);
  const before = [t('greeting'), t('onboarding.copyIntro')];
  const after = [t('onboarding.copyNext'), ...(submission.userId ? [] : [t('onboarding.copyGuest')]), t('signature')];
  return {
    kind: 'onboarding-copy',
    locale,
    to: submission.email.toLowerCase(),
    subject: oneLine(t('onboarding.copySubject')),
    text: [...before, textRows(rows), ...after].join('\n\n'),
    html: page(locale, before, rows).replace(
      '</body>',
      `${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n</body>`,
    ),
  };
}

/** The staff notice, in English, with the link to the submission and every answer. */
export function renderOnboardingNotice(
  submission: OnboardingSubmissionDetails,
  settings: { brand: string; to: string; url: string },
): OutboxEntry {
  const t = (key: string) =>
    translateEmail('en', key, {
      brand: settings.brand,
      business: oneLine(submission.data.business.businessName),
      url: settings.url,
    });
  const account: Row = [t('onboarding.account'), submission.userId ?? t('onboarding.guest')];
  const rows = [account, ...answerRows(submission, 'en')];
  const intro = t('onboarding.noticeIntro');
  return {
    kind: 'onboarding-notice',
    locale: 'en',
    to: settings.to.toLowerCase(),
    subject: oneLine(t('onboarding.noticeSubject')),
    text: [intro, textRows(rows), t('signature')].join('\n\n'),
    html: page('en', [intro], rows),
  };
}
