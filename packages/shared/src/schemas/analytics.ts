import { z } from 'zod';
import { ANALYTICS_EVENT_NAME } from '../analytics-event-name';

export { ANALYTICS_EVENT_NAME };

/** Spec §7: the marketing pixel's standard events, plus custom ones. */
export const STANDARD_EVENTS = ['PageView', 'Lead', 'Contact', 'ViewContent', 'InitiateCheckout', 'Purchase'] as const;
export type StandardEvent = (typeof STANDARD_EVENTS)[number];

/** `POST /api/analytics/events`: every pixel event is also recorded first-party (DESIGN §3). */
export const analyticsEventSchema = z.object({
  name: z.string().trim().min(1).max(64).regex(ANALYTICS_EVENT_NAME),
  /** true for names outside STANDARD_EVENTS (sent to the pixel as trackCustom). */
  custom: z.boolean().optional().default(false),
  path: z.string().max(500),
  /** Small flat payload: value, currency, content name … */
  params: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .optional()
    .default({})
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 parameters'),
  affiliateId: z.string().max(200).optional(),
  sessionId: z.string().max(64).optional(),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
