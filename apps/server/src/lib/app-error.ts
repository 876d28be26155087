import type { ErrorCode } from '@receptiva/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  MEMBERSHIP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CANCELLATION_WINDOW_CLOSED: 409,
  BILLING_PORTAL_UNAVAILABLE: 409,
  USER_ALREADY_EXISTS: 422,
  RATE_LIMITED: 429,
  VOICE_UNAVAILABLE: 503,
  PAYMENTS_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** An error the API reports to the caller as `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
