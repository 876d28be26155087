import { z } from 'zod';
import { validateAffiliateId } from '../affiliate';

/** The first-party demo booking form (used when no booking widget URL is configured). */
export const demoBookingSchema = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.string().trim().min(1).max(254).email(),
  phone: z
    .string()
    .trim()
    .min(7)
    .max(40)
    .regex(/^[+()0-9.\-\s]+$/),
  businessType: z.string().trim().min(2).max(120),
  /** ISO 8601 instant (the visitor picks local date and time; the browser converts with its time zone). */
  preferredAt: z.iso.datetime({ offset: true }),
  /** IANA zone of the visitor, e.g. "Europe/Berlin", so staff see the time as the visitor meant it. */
  timeZone: z.string().trim().min(1).max(64),
  message: z.string().trim().max(2000).optional().default(''),
  locale: z.string().max(35).optional(),
  affiliateId: z
    .string()
    .max(200)
    .optional()
    .transform((value) => validateAffiliateId(value) ?? undefined),
});
export type DemoBookingInput = z.input<typeof demoBookingSchema>;
