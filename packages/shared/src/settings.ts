/**
 * `GET /api/settings/public`: the public, admin-editable site settings (never secrets). A `null` URL means "not
 * configured": the feature falls back to its local default (e.g. the first-party booking form) or is not loaded.
 */
export interface PublicSettings {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  /** Spec §9: shown beside the contact details. */
  businessHours: string;
  /** External CRM app opened in a new tab by the header's CRM login button. */
  crmUrl: string | null;
  /** Join Community link in the menu. */
  communityUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  /** Digits only with country code (wa.me format), and the message prefilled in WhatsApp. */
  whatsappNumber: string | null;
  whatsappMessage: string;
  /** Embedded booking widget (Calendly, GoHighLevel…); null → the first-party booking form. */
  bookingWidgetUrl: string | null;
  /** Third-party chat widget script, loaded outside /admin after consent. */
  chatWidgetScriptUrl: string | null;
  /** Marketing pixel id (Meta pixel), loaded after consent; events are recorded first-party either way. */
  pixelId: string | null;
  /** Affiliate tracking script, added once, asynchronously, after consent. */
  affiliateScriptUrl: string | null;
  /** Intro video embed URL (YouTube/Vimeo embed); null → the poster only. */
  introVideoUrl: string | null;
  /** Spec §1: "27 free-trial spots left this month". */
  freeTrialSpotsLeft: number;
}
