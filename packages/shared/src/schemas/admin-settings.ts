import { z } from 'zod';
import { publicSettingsSchema } from '../responses/settings';
import { isHttpsUrl } from '../safe-url';

/** A blank field means "not configured": '' and null both become null. */
const blankToNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/** A third-party address the site links to or loads: https only (no mixed content, no `javascript:`). */
const httpsUrl = blankToNull(2000).refine((value) => value === null || isHttpsUrl(value), {
  message: 'Use an https:// address.',
});

const text = (max: number) => z.string().trim().min(1).max(max);
const email = z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.'));

/** A phone number as people write it: digits with an optional leading +, spaces, dots, dashes and brackets. */
export const SETTINGS_PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,23}[0-9]$/;
/** wa.me format: the country code and number, digits only. */
export const SETTINGS_WHATSAPP_PATTERN = /^[1-9][0-9]{6,14}$/;
/** A Meta pixel id: digits only. */
export const SETTINGS_PIXEL_ID_PATTERN = /^[0-9]{5,20}$/;

/**
 * `PATCH /api/admin/settings`: any subset of the settings; only the keys sent (and really changed) are written.
 * Unknown keys are refused, so a typo never silently does nothing.
 */
export const adminSettingsPatchSchema = z
  .object({
    brandName: text(80),
    supportEmail: email,
    supportPhone: z.string().trim().regex(SETTINGS_PHONE_PATTERN, 'Enter a phone number, e.g. +1 (555) 010-2400.'),
    businessHours: text(120),
    businessAddress: blankToNull(300),
    crmUrl: httpsUrl,
    communityUrl: httpsUrl,
    facebookUrl: httpsUrl,
    instagramUrl: httpsUrl,
    youtubeUrl: httpsUrl,
    linkedinUrl: httpsUrl,
    xUrl: httpsUrl,
    tiktokUrl: httpsUrl,
    whatsappNumber: blankToNull(15).refine((value) => value === null || SETTINGS_WHATSAPP_PATTERN.test(value), {
      message: 'Digits only, with the country code.',
    }),
    whatsappMessage: text(500),
    bookingWidgetUrl: httpsUrl,
    chatWidgetScriptUrl: httpsUrl,
    pixelId: blankToNull(20).refine((value) => value === null || SETTINGS_PIXEL_ID_PATTERN.test(value), {
      message: 'Digits only.',
    }),
    affiliateScriptUrl: httpsUrl,
    introVideoUrl: httpsUrl,
    pricingVideoUrl: httpsUrl,
    freeTrialSpotsLeft: z.number().int().min(0).max(10_000),
    /** Blank: booking notices go to the support e-mail. */
    staffNotificationEmail: blankToNull(254).refine((value) => value === null || z.email().safeParse(value).success, {
      message: 'Enter a valid e-mail address.',
    }),
    teamMemberLimit: z.number().int().min(1).max(1000),
    membershipGraceDays: z.number().int().min(0).max(90),
  })
  .partial()
  .strict();
export type AdminSettingsPatch = z.input<typeof adminSettingsPatchSchema>;
export type AdminSettingKey = keyof z.output<typeof adminSettingsPatchSchema>;

/** `GET`/`PATCH /api/admin/settings`: every public setting and the private ones, as they apply now. */
export const adminSettingsSchema = publicSettingsSchema.extend({
  staffNotificationEmail: z.string().nullable(),
  teamMemberLimit: z.number().int(),
  membershipGraceDays: z.number().int(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type AdminSettingsUpdate = z.output<typeof adminSettingsPatchSchema>;

/** `GET /api/admin/settings/adapters`: which adapter each outside service runs on (chosen at start, read-only). */
export const adaptersStatusSchema = z.object({
  payments: z.enum(['stripe', 'test']),
  email: z.enum(['smtp', 'outbox']),
  voice: z.enum(['elevenlabs', 'local']),
});
export type AdaptersStatus = z.infer<typeof adaptersStatusSchema>;
