import { isApiErrorBody } from '@receptiva/shared';
import { ApiError } from '@/lib/api-client';

/** better-auth's client hands back `{ status, statusText, ...body }`; our guard answers the house shape in the body. */
export function authFailureToApiError(error: unknown): ApiError {
  const value = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const status = typeof value.status === 'number' ? value.status : 0;
  if (isApiErrorBody(value)) return new ApiError(status, value.error.code, value.error.message, value.error.fields);
  const code = typeof value.code === 'string' ? value.code : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
  const message = typeof value.message === 'string' ? value.message : String(value.statusText ?? '');
  return new ApiError(status, code, message);
}

/** Runs a better-auth client call; its failure becomes an `ApiError`, like the API client's, for the forms. */
export async function callAuth<T>(call: () => Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await call();
  if (error) throw authFailureToApiError(error);
  return data as T;
}
