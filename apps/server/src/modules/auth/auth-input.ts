import { resetPasswordBodySchema, resetRequestBodySchema, signInBodySchema, signUpBodySchema } from '@receptiva/shared';
import type { z } from 'zod';

/** The auth endpoints whose input we check (and rate-limit by e-mail) before better-auth sees them. */
export const GUARDED_AUTH_PATHS: Record<string, { schema: z.ZodType<Record<string, unknown>>; limitByEmail: boolean }> =
  {
    '/sign-up/email': { schema: signUpBodySchema, limitByEmail: true },
    '/sign-in/email': { schema: signInBodySchema, limitByEmail: true },
    '/request-password-reset': { schema: resetRequestBodySchema, limitByEmail: true },
    '/reset-password': { schema: resetPasswordBodySchema, limitByEmail: false },
  };
