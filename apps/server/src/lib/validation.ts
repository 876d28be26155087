import type { z } from 'zod';
import { AppError } from './app-error';

/** An empty body reads as `{}` (so the schema names the missing fields); anything unparsable is INVALID_JSON. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}

/** One message per failing field, keyed by its dotted path (`body` for the whole value). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

export const validationFailed = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid.', fields);

/** Validates with a shared schema; each failing field gets one message. */
export function validateBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw validationFailed(fieldErrorsOf(result.error));
}
