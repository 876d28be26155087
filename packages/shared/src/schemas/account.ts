import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth-rules';
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
