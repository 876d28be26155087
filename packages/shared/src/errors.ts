/** Error codes the API answers with, in `{ error: { code, message, fields? } }`. The web translates `errors:<code>`. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  /** A body in a content type the route does not declare (JSON unless it says otherwise). */
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  /** Sign-in refused (better-auth's code; also a demo account signing in from another machine). */
  'INVALID_EMAIL_OR_PASSWORD',
  'FORBIDDEN',
  /** Signed in, but only members with an active membership may do this (marketplace checkout). */
  'MEMBERSHIP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** A membership can be cancelled only within 30 days of payment; after that the 12-month commitment applies. */
  'CANCELLATION_WINDOW_CLOSED',
  /** A renewal payment failed: checkout is paused until it goes through (decision 022). */
  'MEMBERSHIP_PAST_DUE',
  /** No Stripe customer portal: test mode, or no Stripe customer yet. */
  'BILLING_PORTAL_UNAVAILABLE',
  'RATE_LIMITED',
  /** The voice provider failed, or every local demo line is busy: try again shortly. */
  'VOICE_UNAVAILABLE',
  /** Test-mode payments serve only this machine unless DEV_TOOLS=public (decision 015). */
  'PAYMENTS_UNAVAILABLE',
  'USER_ALREADY_EXISTS',
  /** The e-mail is already on this owner's team (field `email`). */
  'TEAM_MEMBER_EXISTS',
  /** An owner cannot add their own e-mail to their team (field `email`). */
  'TEAM_SELF_INVITE',
  /** The team holds as many people as the `teamMemberLimit` setting allows. */
  'TEAM_LIMIT_REACHED',
  /** Resend or revoke of a team member who has no pending invitation (already active, or revoked). */
  'INVITATION_NOT_PENDING',
  /** No invitation has this link: mistyped, or replaced by a newer one. */
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_REVOKED',
  'INVITATION_USED',
  /** The signed-in account is not the one the invitation was sent to. */
  'INVITATION_EMAIL_MISMATCH',
  /** The current password given to confirm a sensitive change is wrong. */
  'INVALID_PASSWORD',
  /** Another post (or project) in this language already has this address (field `slug`). */
  'SLUG_TAKEN',
  /** The admin already has a calculator scenario of this name, whatever its case (field `name`). */
  'SCENARIO_NAME_TAKEN',
  /** The admin has as many saved calculator scenarios as allowed: delete one first. */
  'SCENARIO_LIMIT_REACHED',
  /** A newsletter confirmation or unsubscribe link that matches nothing: mistyped, or already used. */
  'NEWSLETTER_LINK_INVALID',
  /** A newsletter confirmation link older than its validity: sign up again for a new one. */
  'NEWSLETTER_LINK_EXPIRED',
  /** An account cannot be deleted while its 12-month membership commitment runs. */
  'ACCOUNT_COMMITMENT_ACTIVE',
  /** Someone else booked this onboarding-call slot first (field `startsAt`). */
  'ONBOARDING_SLOT_TAKEN',
  /** The customer already has an upcoming onboarding call: reschedule it instead. */
  'ONBOARDING_CALL_EXISTS',
  /** The onboarding call was cancelled or has already taken place: it can no longer be changed. */
  'ONBOARDING_CALL_CLOSED',
  /** A reschedule or cancel link that we did not sign, or that names no call. */
  'ONBOARDING_LINK_INVALID',
  /** A marketplace order cannot move to that fulfilment status from where it is (or someone just moved it). */
  'ORDER_TRANSITION_NOT_ALLOWED',
  /** The AI assistant is for members and for team members whose owner turned on AI-assistant access (spec §6). */
  'ASSISTANT_ACCESS_REQUIRED',
  /** The configured AI model could not be reached or failed: try again shortly. */
  'ASSISTANT_UNAVAILABLE',
  /** The ADMIN_EMAIL account is always admin: its admin role cannot be revoked. */
  'ADMIN_ROLE_PROTECTED',
  /** An admin cannot remove their own admin role (another admin can). */
  'ADMIN_SELF_DEMOTION',
  /** A customer replied to a ticket resolved more than 14 days ago: a new ticket is the way (decision 034). */
  'TICKET_REOPEN_WINDOW_CLOSED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof (value as { error: unknown }).error === 'object' &&
  typeof (value as ApiErrorBody).error?.code === 'string';
