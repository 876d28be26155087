import type { PublicSettings } from '@receptiva/shared';

/** Public settings and their defaults. Admin → Settings edits the stored rows; anything unset uses these. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  brandName: 'Receptiva',
  supportEmail: 'support@receptiva.ai',
  supportPhone: '+1 (555) 010-2400',
  crmUrl: null,
};

export const PUBLIC_SETTING_KEYS = Object.keys(DEFAULT_PUBLIC_SETTINGS) as (keyof PublicSettings)[];
