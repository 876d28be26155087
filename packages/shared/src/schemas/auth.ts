import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth-rules';
import { normalizeLanguage } from '../languages';

const email = z.string().trim().min(1).max(254).email();
const name = z.string().trim().min(1).max(100);

/** What the server accepts for sign-up (better-auth body plus our profile fields). */
export const signUpBodySchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  name: z.string().trim().min(1).max(201),
  firstName: name,
  lastName: name,
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+()0-9.\-\s]*$/)
    .optional()
    .default(''),
  /** Stored only as one of the 14 site languages; anything else is dropped (e-mails fall back to English). */
  locale: z
    .string()
    .max(35)
    .optional()
    .transform((value) => normalizeLanguage(value) ?? undefined),
  callbackURL: z.string().max(500).optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  callbackURL: z.string().max(500).optional(),
  rememberMe: z.boolean().optional(),
});

export const resetRequestBodySchema = z.object({
  email,
  redirectTo: z.string().max(500).optional(),
});

export const resetPasswordBodySchema = z.object({
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  token: z.string().min(1).max(500),
});
