import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@receptiva/shared';
import type { z } from 'zod';

/** The auth endpoints whose input we check (and rate-limit by e-mail) before better-auth sees them. */
export const GUARDED_AUTH_PATHS: Record<string, { schema: z.ZodType<Record<string, unknown>>; limitByEmail: boolean }> =
  {
    '/sign-up/email': { schema: signUpBodySchema, limitByEmail: true },
    // Wrong passwords per address are limited by a progressive backoff instead (decision 043).
    '/sign-in/email': { schema: signInBodySchema, limitByEmail: false },
    '/request-password-reset': { schema: resetRequestBodySchema, limitByEmail: true },
    '/reset-password': { schema: resetPasswordBodySchema, limitByEmail: false },
    // Account settings (signed in; limited per IP like every auth call): the password change always signs the other
    // sessions out (the schema sets `revokeOtherSessions`).
    '/change-email': { schema: changeEmailBodySchema, limitByEmail: false },
    '/change-password': { schema: changePasswordBodySchema, limitByEmail: false },
  };
