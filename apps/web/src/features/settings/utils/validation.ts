import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SITE_LANGUAGE_CODES, type SiteLanguage } from '@receptiva/shared';
import { z } from 'zod';
import type { SettingsValidationMessage as Message } from './validation-messages';

// The settings forms' checks, mirroring the server's (`updateProfileSchema`, the auth guard's schemas); each failure's
// message is a `settings:validation.<key>`. Loaded on first use by the forms (useZodForm's loader).

const filledName = z
  .string()
  .trim()
  .min(1, 'required' satisfies Message)
  .max(100, 'tooLong' satisfies Message);

export const profileFormSchema = z.object({
  firstName: filledName,
  lastName: filledName,
  phone: z
    .string()
    .trim()
    .max(40, 'tooLong' satisfies Message)
    .regex(/^[+()0-9.\-\s]*$/, 'phoneInvalid' satisfies Message),
});
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const languageFormSchema = z.object({
  locale: z.enum(SITE_LANGUAGE_CODES as [SiteLanguage, ...SiteLanguage[]], { message: 'required' satisfies Message }),
});

/** `currentEmail` is the address the account has: asking to change to it is refused here. */
export const emailFormSchema = (currentEmail: string) =>
  z.object({
    newEmail: z
      .string()
      .trim()
      .min(1, 'required' satisfies Message)
      .max(254, 'tooLong' satisfies Message)
      .email('emailInvalid' satisfies Message)
      .refine((value) => value.toLowerCase() !== currentEmail.toLowerCase(), 'emailUnchanged' satisfies Message),
  });

/** The auth rules (spec §5): at least 6 characters, typed twice the same; the current password is required. */
export const passwordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'passwordRequired' satisfies Message)
      .max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'passwordTooShort' satisfies Message)
      .max(PASSWORD_MAX_LENGTH, 'tooLong' satisfies Message),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'passwordsDoNotMatch' satisfies Message,
    path: ['confirmPassword'],
  });

export const deleteAccountFormSchema = z.object({
  password: z
    .string()
    .min(1, 'passwordRequired' satisfies Message)
    .max(PASSWORD_MAX_LENGTH, 'tooLong' satisfies Message),
});
