import type { FieldErrors } from 'react-hook-form';

/**
 * Spec §5 client-side checks. A failure shows one message for the whole form (inline and as a toast): the first of
 * these, in the spec's order, that any field reports. Each is `auth:validation.<key>`. Apart from the schemas
 * (`validation.ts`), which load on first use, so /auth's first load carries no validation library.
 */
export const VALIDATION_MESSAGES = [
  'requiredFields',
  'emailRequired',
  'passwordsDoNotMatch',
  'passwordTooShort',
] as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

/** The one message a failed check shows. */
export const firstValidationMessage = (errors: FieldErrors): ValidationMessage | null => {
  const reported = new Set(Object.values(errors).map((error) => error?.message));
  return VALIDATION_MESSAGES.find((message) => reported.has(message)) ?? null;
};
