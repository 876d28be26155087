import { CONTRACT_CALENDAR, directionOf, type SiteLanguage } from '@receptiva/shared';
import { translateEmail } from '../../locales';
import { businessTypeName } from '../../locales/business-type-names';
import { memoizeBounded } from '../memoize-bounded';
import { escapeHtml } from './templates';
import type { OutboxEntry } from './types';

export interface BookingDetails {
  id: string;
  name: string;
  email: string;
  phone: string;
  businessType: string;
  preferredAt: Date;
  /** A valid IANA zone (checked before the booking is stored). */
  timeZone: string;
  message: string;
  locale: SiteLanguage;
  affiliateId: string | null;
}

/** One formatter per language and zone (a checked zone: the booking's input schema made it canonical). */
const preferredTimeFormat = memoizeBounded((localeAndZone: string) => {
  const [locale, timeZone] = localeAndZone.split(' ');
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
    calendar: CONTRACT_CALENDAR,
  });
}, 500);

/**
 * "mardi 10 mars 2026 à 15:00 UTC+1 (Europe/Paris)": the instant in a zone, in a language, with the zone's name;
 * Gregorian in every language, as the web shows it.
 */
export function formatPreferredTime(at: Date, locale: string, timeZone: string): string {
  const formatted = preferredTimeFormat(`${locale} ${timeZone}`).format(at);
  return timeZone === 'UTC' ? formatted : `${formatted} (${timeZone})`;
}

/** Names and business types go into subjects: one line, no control characters. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

type Row = [label: string, value: string];

const textRows = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const htmlRows = (rows: Row[]) =>
  `<table role="presentation" cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;vertical-align:top;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

const page = (locale: string, body: string) =>
  `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${body}
</body></html>`;

/** The visitor's confirmation, in their language, with the time as they picked it (their zone). */
export function renderBookingConfirmation(
  booking: BookingDetails,
  settings: { brand: string; supportPhone: string },
): OutboxEntry {
  const locale = booking.locale;
  const t = (key: string) =>
    translateEmail(locale, key, { brand: settings.brand, name: booking.name, phone: settings.supportPhone });
  const rows: Row[] = [
    [t('bookingConfirmation.preferredTime'), formatPreferredTime(booking.preferredAt, locale, booking.timeZone)],
    [t('bookingConfirmation.phone'), booking.phone],
    [t('bookingConfirmation.businessType'), businessTypeName(booking.businessType, locale)],
    ...(booking.message ? [[t('bookingConfirmation.message'), booking.message] as Row] : []),
  ];
  const paragraphs = [t('greeting'), t('bookingConfirmation.intro')];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `${t('bookingConfirmation.summary')}:`,
    textRows(rows),
    '',
    t('bookingConfirmation.next'),
    '',
    t('signature'),
  ].join('\n');
  const html = page(
    locale,
    [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(t('bookingConfirmation.summary'))}</h2>`,
      htmlRows(rows),
      `<p>${escapeHtml(t('bookingConfirmation.next'))}</p>`,
      `<p>${escapeHtml(t('signature'))}</p>`,
    ].join('\n'),
  );
  return {
    kind: 'booking-confirmation',
    locale,
    to: booking.email.toLowerCase(),
    subject: oneLine(t('bookingConfirmation.subject')),
    text,
    html,
  };
}

/** The staff notice, always in English, with the time in the visitor's zone and in UTC. */
export function renderBookingNotice(booking: BookingDetails, settings: { brand: string; to: string }): OutboxEntry {
  const t = (key: string) =>
    translateEmail('en', key, {
      brand: settings.brand,
      name: oneLine(booking.name),
      businessType: oneLine(businessTypeName(booking.businessType, 'en')),
    });
  const none = t('bookingNotice.none');
  const rows: Row[] = [
    [t('bookingNotice.name'), booking.name],
    [t('bookingNotice.email'), booking.email],
    [t('bookingNotice.phone'), booking.phone],
    [t('bookingNotice.businessType'), businessTypeName(booking.businessType, 'en')],
    [t('bookingNotice.timeLocal'), formatPreferredTime(booking.preferredAt, 'en', booking.timeZone)],
    [t('bookingNotice.timeUtc'), formatPreferredTime(booking.preferredAt, 'en', 'UTC')],
    [t('bookingNotice.language'), booking.locale],
    [t('bookingNotice.message'), booking.message || none],
    [t('bookingNotice.affiliateId'), booking.affiliateId ?? none],
    [t('bookingNotice.bookingId'), booking.id],
  ];
  const intro = t('bookingNotice.intro');
  return {
    kind: 'booking-notice',
    locale: 'en',
    to: settings.to.toLowerCase(),
    subject: oneLine(t('bookingNotice.subject')),
    text: [intro, '', textRows(rows), '', t('signature')].join('\n'),
    html: page(
      'en',
      [`<p>${escapeHtml(intro)}</p>`, htmlRows(rows), `<p>${escapeHtml(t('signature'))}</p>`].join('\n'),
    ),
  };
}
