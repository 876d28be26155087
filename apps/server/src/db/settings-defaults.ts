import { DEFAULT_MEMBERSHIP_GRACE_DAYS, DEFAULT_TEAM_MEMBER_LIMIT, type PublicSettings } from '@receptiva/shared';

/** Public settings and their defaults. Admin → Settings edits the stored rows; anything unset uses these. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  brandName: 'Receptiva',
  supportEmail: 'support@receptiva.ai',
  supportPhone: '+1 (555) 010-2400',
  businessHours: 'Monday-Friday 9:00 AM-6:00 PM EST',
  businessAddress: null,
  crmUrl: null,
  communityUrl: null,
  facebookUrl: 'https://www.facebook.com/receptiva',
  instagramUrl: 'https://www.instagram.com/receptiva',
  youtubeUrl: 'https://www.youtube.com/@receptiva',
  linkedinUrl: null,
  xUrl: null,
  tiktokUrl: null,
  whatsappNumber: '15550102400',
  whatsappMessage: 'Hi! I would like to learn more about your AI voice agents.',
  bookingWidgetUrl: null,
  chatWidgetScriptUrl: null,
  pixelId: null,
  affiliateScriptUrl: null,
  introVideoUrl: null,
  pricingVideoUrl: null,
  freeTrialSpotsLeft: 27,
};

export const PUBLIC_SETTING_KEYS = Object.keys(DEFAULT_PUBLIC_SETTINGS) as (keyof PublicSettings)[];

/** Settings only the server reads (never sent by `/api/settings/public`), stored in the same table. */
export interface PrivateSettings {
  /** Where demo-booking notices go; Admin → Settings can point it at a sales inbox. */
  staffNotificationEmail: string;
  /** How many people one owner's team may hold. */
  teamMemberLimit: number;
  /** How many days a past-due membership keeps its access while the provider retries the payment (decision 022). */
  membershipGraceDays: number;
}

export const DEFAULT_PRIVATE_SETTINGS: PrivateSettings = {
  staffNotificationEmail: DEFAULT_PUBLIC_SETTINGS.supportEmail,
  teamMemberLimit: DEFAULT_TEAM_MEMBER_LIMIT,
  membershipGraceDays: DEFAULT_MEMBERSHIP_GRACE_DAYS,
};
