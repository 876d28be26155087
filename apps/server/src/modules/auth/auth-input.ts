import { resetPasswordBodySchema, resetRequestBodySchema, signInBodySchema, signUpBodySchema } from '@receptiva/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** The auth endpoints whose input we check (and rate-limit by e-mail) before better-auth sees them. */
export const GUARDED_AUTH_PATHS: Record<string, { schema: z.ZodType<Record<string, unknown>>; limitByEmail: boolean }> =
  {
    '/sign-up/email': { schema: signUpBodySchema, limitByEmail: true },
    '/sign-in/email': { schema: signInBodySchema, limitByEmail: true },
    '/request-password-reset': { schema: resetRequestBodySchema, limitByEmail: true },
    '/reset-password': { schema: resetPasswordBodySchema, limitByEmail: false },
  };

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}

/** Validates with a shared schema; each failing field gets one message. */
export function validateBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid.', fields);
}
