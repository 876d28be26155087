import { z } from '@hono/zod-openapi';
import type { AccessPolicy } from '@receptiva/shared';

/** The one error shape of the API (DESIGN §5): a code the web translates, a message, and per-field messages. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .openapi({ example: { email: 'Invalid email address' } }),
    }),
  })
  .openapi('ApiError');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/** The answers every route of a kind can give before its handler runs: input hygiene, policy, CSRF, media type. */
export function standardErrorResponses(access: AccessPolicy, isStateChanging: boolean) {
  return {
    400: errorResponse('VALIDATION_FAILED (with `fields`) or INVALID_JSON'),
    ...(access === 'public' ? {} : { 401: errorResponse('UNAUTHORIZED: no session') }),
    ...(access === 'public' || access === 'session'
      ? isStateChanging
        ? { 403: errorResponse('FORBIDDEN: the request did not come from a page of this site') }
        : {}
      : {
          403: errorResponse(
            'MEMBERSHIP_REQUIRED, ASSISTANT_ACCESS_REQUIRED or FORBIDDEN: the policy refuses this caller',
          ),
        }),
    ...(isStateChanging ? { 415: errorResponse('UNSUPPORTED_MEDIA_TYPE') } : {}),
  };
}
