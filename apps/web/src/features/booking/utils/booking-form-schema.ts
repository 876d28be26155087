import { z } from 'zod';
import { parseDateTimeLocal } from './booking-time';

/** The server refuses times further ahead than this. */
export const BOOKING_MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every message the form can show; each is `booking:form.errors.<key>`. */
export const BOOKING_ERROR_KEYS = [
  'nameRequired',
  'nameTooShort',
  'nameTooLong',
  'nameInvalid',
  'emailRequired',
  'emailInvalid',
  'emailTooLong',
  'phoneRequired',
  'phoneInvalid',
  'phoneTooLong',
  'businessTypeRequired',
  'businessTypeInvalid',
  'preferredAtRequired',
  'preferredAtInvalid',
  'preferredAtPast',
  'preferredAtTooFar',
  'preferredAtUnavailable',
  'timeZoneInvalid',
  'messageTooLong',
] as const;
export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];

export const isBookingErrorKey = (value: unknown): value is BookingErrorKey =>
  typeof value === 'string' && (BOOKING_ERROR_KEYS as readonly string[]).includes(value);

const PHONE_CHARACTERS = /^[+()0-9.\-\s]+$/;
const PHONE_MIN_DIGITS = 7;

/**
 * The form's checks: the shared `demoBookingSchema` rules (or stricter), each failure named by a message key, plus
 * what the server checks against its clock (a future time within a year). `now` is read at every validation.
 */
export const createBookingFormSchema = (now: () => Date = () => new Date()) =>
  z.object({
    name: z.string().trim().min(1, 'nameRequired').min(2, 'nameTooShort').max(120, 'nameTooLong'),
    email: z.string().trim().min(1, 'emailRequired').max(254, 'emailTooLong').email('emailInvalid'),
    phone: z
      .string()
      .trim()
      .min(1, 'phoneRequired')
      .max(40, 'phoneTooLong')
      .regex(PHONE_CHARACTERS, 'phoneInvalid')
      .refine((phone) => phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, 'phoneInvalid'),
    businessType: z.string().min(1, 'businessTypeRequired'),
    preferredAt: z.string().superRefine((value, context) => {
      const fail = (message: BookingErrorKey) => context.addIssue({ code: 'custom', message });
      if (!value.trim()) return fail('preferredAtRequired');
      const at = parseDateTimeLocal(value);
      if (!at) return fail('preferredAtInvalid');
      const current = now().getTime();
      if (at.getTime() <= current) return fail('preferredAtPast');
      if (at.getTime() > current + BOOKING_MAX_DAYS_AHEAD * DAY_MS) return fail('preferredAtTooFar');
    }),
    message: z.string().trim().max(2000, 'messageTooLong'),
  });

export type BookingFormValues = z.input<ReturnType<typeof createBookingFormSchema>>;
export type BookingFormField = keyof BookingFormValues;

/** Which form field shows a field error the server reported, and with which message. */
export const SERVER_FIELD_ERRORS: Readonly<Record<string, { field: BookingFormField; message: BookingErrorKey }>> = {
  name: { field: 'name', message: 'nameInvalid' },
  email: { field: 'email', message: 'emailInvalid' },
  phone: { field: 'phone', message: 'phoneInvalid' },
  businessType: { field: 'businessType', message: 'businessTypeInvalid' },
  preferredAt: { field: 'preferredAt', message: 'preferredAtUnavailable' },
  timeZone: { field: 'preferredAt', message: 'timeZoneInvalid' },
  message: { field: 'message', message: 'messageTooLong' },
};
