import { type AdminSettings, type AdminSettingsPatch, adminSettingsPatchSchema } from '@receptiva/shared';
import { useZodForm } from '@/components/ui/use-zod-form';

export type SettingKey = keyof AdminSettings;
type FieldKind = 'text' | 'longText' | 'email' | 'phone' | 'url' | 'digits' | 'number';

export interface SettingField {
  key: SettingKey;
  kind: FieldKind;
  required?: boolean;
  /** Has an `admin-settings:hints.<key>` line under the control. */
  hint?: boolean;
  /** For number fields: the range the server accepts. */
  min?: number;
  max?: number;
  /** For long texts: the length the server accepts (500 unless given). */
  maxLength?: number;
}

/** The page's sections, in order, with their fields (the keys of `admin-settings:fields.*`). */
export type SettingSectionId = 'brand' | 'links' | 'widgets' | 'video' | 'membership';

export const SETTING_SECTIONS: readonly { id: SettingSectionId; fields: readonly SettingField[] }[] = [
  {
    id: 'brand',
    fields: [
      { key: 'brandName', kind: 'text', required: true },
      { key: 'supportPhone', kind: 'phone', required: true },
      { key: 'supportEmail', kind: 'email', required: true },
      { key: 'businessHours', kind: 'text', required: true },
      { key: 'businessAddress', kind: 'longText', hint: true, maxLength: 300 },
      { key: 'staffNotificationEmail', kind: 'email', hint: true },
    ],
  },
  {
    id: 'links',
    fields: [
      { key: 'crmUrl', kind: 'url' },
      { key: 'communityUrl', kind: 'url' },
      { key: 'facebookUrl', kind: 'url' },
      { key: 'instagramUrl', kind: 'url' },
      { key: 'youtubeUrl', kind: 'url' },
      { key: 'linkedinUrl', kind: 'url' },
      { key: 'xUrl', kind: 'url' },
      { key: 'tiktokUrl', kind: 'url' },
      { key: 'whatsappNumber', kind: 'digits', hint: true },
      { key: 'whatsappMessage', kind: 'longText', required: true },
    ],
  },
  {
    id: 'widgets',
    fields: [
      { key: 'bookingWidgetUrl', kind: 'url', hint: true },
      { key: 'chatWidgetScriptUrl', kind: 'url', hint: true },
      { key: 'pixelId', kind: 'digits', hint: true },
      { key: 'affiliateScriptUrl', kind: 'url' },
    ],
  },
  {
    id: 'video',
    fields: [
      { key: 'introVideoUrl', kind: 'url', hint: true },
      { key: 'pricingVideoUrl', kind: 'url', hint: true },
    ],
  },
  {
    id: 'membership',
    fields: [
      { key: 'freeTrialSpotsLeft', kind: 'number', min: 0, max: 10_000, hint: true },
      { key: 'teamMemberLimit', kind: 'number', min: 1, max: 1000 },
      { key: 'membershipGraceDays', kind: 'number', min: 0, max: 90, hint: true },
    ],
  },
];

const FIELDS = SETTING_SECTIONS.flatMap((section) => section.fields);

/** The form holds text ('' for "not set") and numbers. */
export type SettingsFormValues = { [K in SettingKey]: AdminSettings[K] extends number ? number : string };

export const formValuesOf = (settings: AdminSettings): SettingsFormValues =>
  Object.fromEntries(
    FIELDS.map(({ key }) => [key, typeof settings[key] === 'number' ? settings[key] : (settings[key] ?? '')]),
  ) as SettingsFormValues;

/** Only what the admin changed is sent, so a save never overwrites a setting someone else just changed. */
export function changedSettings(
  values: Partial<Record<SettingKey, unknown>>,
  dirty: Partial<Record<SettingKey, unknown>>,
): AdminSettingsPatch {
  return Object.fromEntries(Object.entries(values).filter(([key]) => dirty[key as SettingKey])) as AdminSettingsPatch;
}

/** Which `admin-settings:errors.<key>` explains a failed check of a field. */
export type SettingErrorKey =
  | 'required'
  | 'tooLong'
  | 'httpsUrl'
  | 'email'
  | 'phone'
  | 'pixelId'
  | 'whatsappNumber'
  | 'wholeNumber';

export function settingErrorKey(field: SettingField, type: string): SettingErrorKey {
  if (field.kind === 'number') return 'wholeNumber';
  if (field.kind === 'url') return type === 'too_big' ? 'tooLong' : 'httpsUrl';
  if (field.kind === 'email') return 'email';
  if (field.kind === 'phone') return 'phone';
  if (field.key === 'pixelId') return 'pixelId';
  if (field.key === 'whatsappNumber') return 'whatsappNumber';
  return type === 'too_big' ? 'tooLong' : 'required';
}

/** Checked by the schema the server validates with. */
export const useSettingsForm = (defaultValues: SettingsFormValues) =>
  useZodForm(adminSettingsPatchSchema, { defaultValues: defaultValues as AdminSettingsPatch });
export type SettingsForm = ReturnType<typeof useSettingsForm>;
