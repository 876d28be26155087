import { onboardingCallEnd } from '@receptiva/shared';

export interface CalendarEvent {
  callId: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The instant the invitation was made (DTSTAMP). */
  stampedAt: Date;
}

/** 20260309T130000Z */
const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (CN=…) is quoted, and a quote cannot appear in it. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      out.push(current);
      current = char;
    } else current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The .ics of an onboarding call: an invitation (REQUEST) or its withdrawal (CANCEL), one UID for its whole life. */
export function renderCalendarEvent(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Receptiva//Onboarding call//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:onboarding-call-${event.callId}@receptiva`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stampedAt)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(onboardingCallEnd(event.startsAt))}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(event.description)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
