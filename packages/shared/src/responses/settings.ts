// Response schema (decision 014); the web imports only the type.
import { z } from 'zod';

const url = z.string().nullable();

/**
 * `GET /api/settings/public`: the public, admin-editable site settings (never secrets). A `null` URL means "not
 * configured": the feature falls back to its local default (e.g. the first-party booking form) or is not loaded.
 */
export const publicSettingsSchema = z.object({
  brandName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** Spec §9: shown beside the contact details. */
  businessHours: z.string(),
  /** The postal address shown in the footer; null → not shown. */
  businessAddress: z.string().nullable(),
  /** External CRM app opened in a new tab by the header's CRM login button. */
  crmUrl: url,
  /** Join Community link in the menu. */
  communityUrl: url,
  facebookUrl: url,
  instagramUrl: url,
  youtubeUrl: url,
  linkedinUrl: url,
  /** X (formerly Twitter). */
  xUrl: url,
  tiktokUrl: url,
  /** Digits only with country code (wa.me format), and the message prefilled in WhatsApp. */
  whatsappNumber: z.string().nullable(),
  whatsappMessage: z.string(),
  /** Embedded booking widget (Calendly, GoHighLevel…); null → the first-party booking form. */
  bookingWidgetUrl: url,
  /** Third-party chat widget script, loaded outside /admin after consent. */
  chatWidgetScriptUrl: url,
  /** Marketing pixel id (Meta pixel), loaded after consent; events are recorded first-party either way. */
  pixelId: z.string().nullable(),
  /** Affiliate tracking script, added once, asynchronously, after consent. */
  affiliateScriptUrl: url,
  /** Intro video embed URL (YouTube/Vimeo embed); null → the poster only. */
  introVideoUrl: url,
  /** The video on /pricing; null → the intro video. */
  pricingVideoUrl: url,
  /** Spec §1: "27 free-trial spots left this month". */
  freeTrialSpotsLeft: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
