import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth-rules';
import { SITE_LANGUAGE_CODES, type SiteLanguage } from '../languages';

const name = z.string().trim().min(1).max(100);

/** Account settings → profile: the names shown in invitations, the phone, and the language of e-mails. */
export const updateProfileSchema = z
  .object({
    firstName: name,
    lastName: name,
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[+()0-9.\-\s]*$/),
    locale: z.enum(SITE_LANGUAGE_CODES as [SiteLanguage, ...SiteLanguage[]]),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Deleting an account asks for the password again. */
export const deleteAccountSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const email = z.string().trim().min(1).max(254).email();

/**
 * `POST /api/auth/change-email` as our guard accepts it: the new address only. The confirmation link goes to the new
 * address and brings the person back to the settings page (the server picks that page, not the caller).
 */
export const changeEmailBodySchema = z.object({ newEmail: email });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** `POST /api/auth/change-password`: the current password is required, and every other session is signed out. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    revokeOtherSessions: z.boolean().optional(),
  })
  .transform((body) => ({ ...body, revokeOtherSessions: true as const }));
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** `DELETE /api/account/sessions/{sessionId}`: one of the caller's sessions, by its opaque id (never its token). */
export const sessionIdParamSchema = z.object({ sessionId: z.string().min(1).max(100) });
