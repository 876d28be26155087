import { isApiErrorBody } from '@receptiva/shared';

/** An auth failure, whichever layer answered: better-auth (`{ code, message }`) or our API (`{ error: {…} }`). */
export interface AuthFailure {
  status: number;
  code: string | null;
  message: string;
  fields: Record<string, string>;
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** better-auth's client returns `{ ...parsedBody, status, statusText }` as `error`; this flattens both body shapes. */
export function normalizeAuthError(error: unknown): AuthFailure {
  const value = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const status = typeof value.status === 'number' ? value.status : 0;
  if (isApiErrorBody(value)) {
    const { code, message, fields } = value.error;
    return { status, code, message, fields: fields ?? {} };
  }
  return {
    status,
    code: stringOrNull(value.code),
    message: stringOrNull(value.message) ?? stringOrNull(value.statusText) ?? '',
    fields: {},
  };
}

export const isRateLimited = (failure: AuthFailure): boolean =>
  failure.status === 429 || failure.code === 'RATE_LIMITED';
