import type { ErrorCode } from '@receptiva/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  INVALID_EMAIL_OR_PASSWORD: 401,
  FORBIDDEN: 403,
  MEMBERSHIP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CANCELLATION_WINDOW_CLOSED: 409,
  MEMBERSHIP_PAST_DUE: 409,
  BILLING_PORTAL_UNAVAILABLE: 409,
  USER_ALREADY_EXISTS: 422,
  TEAM_MEMBER_EXISTS: 409,
  TEAM_SELF_INVITE: 422,
  TEAM_LIMIT_REACHED: 409,
  INVITATION_NOT_PENDING: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_REVOKED: 410,
  INVITATION_USED: 409,
  INVITATION_EMAIL_MISMATCH: 403,
  INVALID_PASSWORD: 400,
  SLUG_TAKEN: 409,
  SCENARIO_NAME_TAKEN: 409,
  SCENARIO_LIMIT_REACHED: 409,
  NEWSLETTER_LINK_INVALID: 404,
  NEWSLETTER_LINK_EXPIRED: 410,
  ACCOUNT_COMMITMENT_ACTIVE: 409,
  ONBOARDING_SLOT_TAKEN: 409,
  ONBOARDING_CALL_EXISTS: 409,
  ONBOARDING_CALL_CLOSED: 409,
  ONBOARDING_LINK_INVALID: 404,
  ORDER_TRANSITION_NOT_ALLOWED: 409,
  RATE_LIMITED: 429,
  VOICE_UNAVAILABLE: 503,
  PAYMENTS_UNAVAILABLE: 503,
  ASSISTANT_ACCESS_REQUIRED: 403,
  ASSISTANT_UNAVAILABLE: 503,
  ADMIN_ROLE_PROTECTED: 409,
  ADMIN_SELF_DEMOTION: 409,
  TICKET_REOPEN_WINDOW_CLOSED: 409,
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
