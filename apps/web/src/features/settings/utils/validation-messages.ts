/** Every message a settings form's check can give: `settings:validation.<key>`. */
export const SETTINGS_VALIDATION_MESSAGES = [
  'required',
  'tooLong',
  'phoneInvalid',
  'emailInvalid',
  'emailUnchanged',
  'passwordRequired',
  'passwordTooShort',
  'passwordsDoNotMatch',
] as const;
export type SettingsValidationMessage = (typeof SETTINGS_VALIDATION_MESSAGES)[number];

const isKnown = (value: unknown): value is SettingsValidationMessage =>
  (SETTINGS_VALIDATION_MESSAGES as readonly unknown[]).includes(value);

/** A field error's message key, or `invalid` for anything else (a server's own message has its own text). */
export const validationKeyOf = (message: unknown): SettingsValidationMessage | 'invalid' =>
  isKnown(message) ? message : 'invalid';
