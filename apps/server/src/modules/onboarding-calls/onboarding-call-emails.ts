import { directionOf, ONBOARDING_CALL_MINUTES, type SiteLanguage } from '@receptiva/shared';
import { formatPreferredTime } from '../../lib/mailer/booking-templates';
import { escapeHtml } from '../../lib/mailer/templates';
import type { OutboxEntry } from '../../lib/mailer/types';
import { translateEmail } from '../../locales';
import { renderCalendarEvent } from './onboarding-call-ics';

export type OnboardingCallEmailKind = 'confirmation' | 'rescheduled' | 'cancelled' | 'reminder';

export interface OnboardingCallDetails {
  id: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  startsAt: Date;
  timeZone: string;
  locale: SiteLanguage;
  sequence: number;
}

export interface OnboardingCallMailSettings {
  brand: string;
  /** The organizer of the calendar event (the support address). */
  organizerEmail: string;
  manageUrl: string;
  /** Where a cancelled call can be booked again. */
  bookUrl: string;
  now: Date;
}

/** The customer's e-mail about their call, in their language, with the time in their zone and the .ics attached. */
export function renderOnboardingCallEmail(
  kind: OnboardingCallEmailKind,
  call: OnboardingCallDetails,
  settings: OnboardingCallMailSettings,
): OutboxEntry {
  const locale = call.locale;
  const t = (key: string) =>
    translateEmail(locale, key, {
      brand: settings.brand,
      name: call.name,
      phone: call.phone,
      minutes: String(ONBOARDING_CALL_MINUTES),
    });
  const when = formatPreferredTime(call.startsAt, locale, call.timeZone);
  const rows: [string, string][] = [
    [t('onboardingCall.when'), when],
    [t('onboardingCall.duration'), t('onboardingCall.durationValue')],
    [t('onboardingCall.phone'), call.phone],
    ...(call.notes ? [[t('onboardingCall.notes'), call.notes] as [string, string]] : []),
  ];
  const isCancelled = kind === 'cancelled';
  const action = isCancelled
    ? { label: t('onboardingCall.bookAgain'), url: settings.bookUrl }
    : { label: t('onboardingCall.manage'), url: settings.manageUrl };
  const intro = t(`onboardingCall.${kind}.intro`);
  const hint = isCancelled ? t('onboardingCall.cancelledHint') : t('onboardingCall.manageHint');
  const text = [
    t('greeting'),
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${action.label}: ${action.url}`,
    hint,
    '',
    t('signature'),
  ].join('\n');
  const url = escapeHtml(action.url);
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;vertical-align:top;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(hint)}<br><a href="${url}">${url}</a></p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  // The reminder carries no invitation: the calendar already holds the event from the confirmation.
  const method = isCancelled ? 'CANCEL' : 'REQUEST';
  const attachments =
    kind === 'reminder'
      ? []
      : [
          {
            filename: isCancelled ? 'onboarding-call-cancelled.ics' : 'onboarding-call.ics',
            contentType: `text/calendar; charset=utf-8; method=${method}`,
            content: renderCalendarEvent({
              callId: call.id,
              sequence: call.sequence,
              method,
              startsAt: call.startsAt,
              title: t('onboardingCall.eventTitle'),
              description: `${t('onboardingCall.eventDescription')}\n${settings.manageUrl}`,
              organizer: { name: settings.brand, email: settings.organizerEmail },
              attendee: { name: call.name, email: call.email },
              stampedAt: settings.now,
            }),
          },
        ];
  return {
    kind: `onboarding-call-${kind}`,
    locale,
    to: call.email.toLowerCase(),
    subject: t(`onboardingCall.${kind}.subject`)
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim(),
    text,
    html,
    attachments,
  };
}
