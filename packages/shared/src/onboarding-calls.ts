// Onboarding calls (issue 15, item 5) and DIY progress (item 4): request and answer schemas of their APIs.
import { z } from 'zod';
import { DIY_STEP_IDS } from './diy-guide';

const phone = z
  .string()
  .trim()
  .min(7)
  .max(40)
  .regex(/^[+()0-9.\-\s]+$/);

/** A slot start: an ISO 8601 instant with its offset (the browser sends UTC). */
const startsAt = z.iso.datetime({ offset: true });

/** `POST /api/onboarding-calls`: the account's details (prefilled, editable) and the chosen slot. */
export const onboardingCallBookingSchema = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.string().trim().min(1).max(254).email(),
  phone,
  startsAt,
  /** The customer's IANA zone: the e-mails show the time in it. */
  timeZone: z.string().trim().min(1).max(64),
  notes: z.string().trim().max(2000).optional().default(''),
  locale: z.string().max(35).optional(),
});
export type OnboardingCallBookingInput = z.input<typeof onboardingCallBookingSchema>;

export const onboardingCallRescheduleSchema = z.object({ startsAt });

/** The secret of the manage link in the e-mails: `<call id>.<signature>`. */
export const onboardingCallTokenSchema = z.object({ token: z.string().trim().min(10).max(200) });
export const onboardingCallTokenRescheduleSchema = onboardingCallTokenSchema.extend({ startsAt });

export const onboardingCallSlotsSchema = z.object({
  /** The zone business hours are defined in (America/New_York). */
  businessTimeZone: z.string(),
  slotMinutes: z.number().int(),
  /** Free slot starts, ISO instants, in order. */
  slots: z.array(z.string()),
});
export type OnboardingCallSlots = z.infer<typeof onboardingCallSlotsSchema>;

export const ONBOARDING_CALL_STATUSES = ['booked', 'cancelled'] as const;

export const onboardingCallSchema = z.object({
  id: z.uuid(),
  status: z.enum(ONBOARDING_CALL_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
});
export type OnboardingCall = z.infer<typeof onboardingCallSchema>;

/** `GET /api/onboarding-calls/mine`: the caller's upcoming call, or null. */
export const myOnboardingCallSchema = z.object({ call: onboardingCallSchema.nullable() });
export type MyOnboardingCall = z.infer<typeof myOnboardingCallSchema>;

export const diyStepParamsSchema = z.object({ stepId: z.enum(DIY_STEP_IDS) });

/** `GET /api/diy-progress`: the steps the caller has ticked, in guide order. */
export const diyProgressSchema = z.object({
  completed: z.array(z.object({ stepId: z.enum(DIY_STEP_IDS), completedAt: z.string() })),
  total: z.number().int(),
});
export type DiyProgress = z.infer<typeof diyProgressSchema>;
