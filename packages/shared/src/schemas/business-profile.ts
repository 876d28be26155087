import { z } from 'zod';
import { BUSINESS_TYPES } from '../business-types';
import { VOICE_LANGUAGE_CODES } from '../voice-languages';

/**
 * The business profile (issue 15 point 1): what staff need to build a customer's voice agent. The setup wizard fills
 * it one step at a time, the onboarding form all at once; both check with these schemas, on both sides.
 *
 * Every message is a key of `setup:errors.<key>` (the web translates it); zod's own codes are mapped by
 * `profileErrorKey` for the checks that carry no message of their own.
 */
export const PROFILE_ERROR_KEYS = [
  'required',
  'tooLong',
  'invalid',
  'email',
  'phone',
  'url',
  'timeZone',
  'hours',
  'languages',
  'price',
  'disclosureRequired',
  'consentRequired',
  'hipaaRequired',
] as const;
export type ProfileErrorKey = (typeof PROFILE_ERROR_KEYS)[number];

export const isProfileErrorKey = (value: unknown): value is ProfileErrorKey =>
  (PROFILE_ERROR_KEYS as readonly unknown[]).includes(value);

/** A zod issue as react-hook-form reports it (`type` is zod's code) → the message key the form shows. */
export function profileErrorKey(message: string | undefined, type: string | undefined): ProfileErrorKey {
  if (isProfileErrorKey(message)) return message;
  if (type === 'too_small') return 'required';
  if (type === 'too_big') return 'tooLong';
  return 'invalid';
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WIZARD_STEPS = ['business', 'team', 'compliance'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_STATUSES = ['in_progress', 'completed'] as const;
export type WizardStatus = (typeof WIZARD_STATUSES)[number];

/** How long call recordings and transcripts are kept, in days (the customer's answer; the agent is built to it). */
export const RETENTION_PERIODS = [30, 90, 180, 365, 730] as const;

const BUSINESS_TYPE_IDS = BUSINESS_TYPES.map((type) => type.id) as [string, ...string[]];

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const requiredText = (max: number) => text(max).min(1, 'required');

/** An IANA zone the runtime knows ("Europe/Berlin", "UTC"); abbreviations like "EST" are refused. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const phone = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40, 'tooLong')
  .regex(/^\+?[0-9().\-\s]{7,}$/, 'phone');
const optionalUrl = z
  .string()
  .trim()
  .max(300, 'tooLong')
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), 'url');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'hours');

export const openingHoursDaySchema = z
  .object({ day: z.enum(WEEKDAYS), isOpen: z.boolean(), opens: time, closes: time })
  .refine((day) => !day.isOpen || day.closes > day.opens, { message: 'hours', path: ['closes'] });
export type OpeningHoursDay = z.infer<typeof openingHoursDaySchema>;

export const openingHoursSchema = z
  .array(openingHoursDaySchema)
  .length(7)
  .refine((days) => days.every((day, index) => day.day === WEEKDAYS[index]), 'hours');

/** Monday to Friday 9:00–17:00, closed at the weekend: what a new profile starts with. */
export const DEFAULT_OPENING_HOURS: OpeningHoursDay[] = WEEKDAYS.map((day, index) => ({
  day,
  isOpen: index < 5,
  opens: '09:00',
  closes: '17:00',
}));

/** Step 1 of the wizard, Business Information: who the agent answers for, where, when, and in which languages. */
export const businessInformationSchema = z.object({
  businessName: requiredText(120),
  businessType: z.enum(BUSINESS_TYPE_IDS, 'required'),
  phone,
  website: optionalUrl,
  address: requiredText(500),
  timeZone: z.string().trim().max(64, 'tooLong').refine(isIanaTimeZone, 'timeZone'),
  languages: z
    .array(z.enum(VOICE_LANGUAGE_CODES as [string, ...string[]]), 'languages')
    .min(1, 'languages')
    .max(10),
  openingHours: openingHoursSchema,
  greeting: text(500),
});
export type BusinessInformationInput = z.input<typeof businessInformationSchema>;
export type BusinessInformation = z.output<typeof businessInformationSchema>;

const serviceSchema = z.object({
  name: requiredText(120),
  /** US cents; null when the price is "on request". */
  priceCents: z.number('price').int('price').min(0, 'price').max(100_000_000, 'price').nullable(),
  description: text(500),
});
const faqSchema = z.object({ question: requiredText(300), answer: requiredText(2000) });
const transferSchema = z.object({ phone, when: requiredText(300) });

/** What the agent sells, answers and hands over: filled in depth by the onboarding form. */
export const businessDetailsSchema = z.object({
  services: z.array(serviceSchema).max(50, 'tooLong'),
  faqs: z.array(faqSchema).max(50, 'tooLong'),
  transfers: z.array(transferSchema).max(10, 'tooLong'),
  crm: text(120),
  calendar: text(120),
});
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

export const EMPTY_BUSINESS_DETAILS: BusinessDetails = { services: [], faqs: [], transfers: [], crm: '', calendar: '' };

/** Step 3, Compliance: what the agent must say and must not do. Each conditional answer is required when it applies. */
export const complianceSchema = z
  .object({
    callsRecorded: z.boolean('required'),
    recordingDisclosure: text(500),
    makesOutboundContact: z.boolean('required'),
    hasOutboundConsent: z.boolean(),
    handlesHealthData: z.boolean('required'),
    acceptsHipaaNotice: z.boolean(),
    retentionDays: z
      .number('required')
      .int('required')
      .refine((days) => (RETENTION_PERIODS as readonly number[]).includes(days), 'required'),
    aiDisclosure: requiredText(300),
  })
  .superRefine((value, ctx) => {
    if (value.callsRecorded && value.recordingDisclosure.length < 1) {
      ctx.addIssue({ code: 'custom', path: ['recordingDisclosure'], message: 'disclosureRequired' });
    }
    if (value.makesOutboundContact && !value.hasOutboundConsent) {
      ctx.addIssue({ code: 'custom', path: ['hasOutboundConsent'], message: 'consentRequired' });
    }
    if (value.handlesHealthData && !value.acceptsHipaaNotice) {
      ctx.addIssue({ code: 'custom', path: ['acceptsHipaaNotice'], message: 'hipaaRequired' });
    }
  });
export type ComplianceInput = z.input<typeof complianceSchema>;
export type Compliance = z.output<typeof complianceSchema>;

/** Moving through the wizard: the step to resume at, finishing it, or "Later" on the welcome screen. */
export const wizardProgressSchema = z.object({
  step: z.enum(WIZARD_STEPS),
  action: z.enum(['move', 'complete', 'later']).default('move'),
});
export type WizardProgressInput = z.input<typeof wizardProgressSchema>;

/** A step's save: its answers plus the step the user goes to next (so a reload resumes there). */
export const saveBusinessStepSchema = z.object({ data: businessInformationSchema, nextStep: z.enum(WIZARD_STEPS) });
export const saveComplianceStepSchema = z.object({ data: complianceSchema, nextStep: z.enum(WIZARD_STEPS) });

export const profileOwnerParamsSchema = z.object({ ownerId: z.string().min(1).max(64) });
