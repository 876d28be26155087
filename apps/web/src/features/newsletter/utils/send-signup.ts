import { newsletterSubscriptionSchema } from '@receptiva/shared';
import { ApiError } from '@/lib/api-client';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';

/** What is wrong with the address (shown at the field), or with the attempt (shown for the whole form). */
export type SignupFieldProblem = 'emailRequired' | 'emailInvalid';
export type SignupFormProblem = 'rateLimited' | 'failed';

export type SignupOutcome =
  | { isSubscribed: true }
  | { isSubscribed: false; field?: SignupFieldProblem; form?: SignupFormProblem };

/** The address checked by the shared schema, so the browser and the server agree on what is valid. */
export function checkEmail(email: string): SignupFieldProblem | null {
  if (email.trim() === '') return 'emailRequired';
  return newsletterSubscriptionSchema.shape.email.safeParse(email).success ? null : 'emailInvalid';
}

/**
 * Checks and sends a sign-up. Loaded when the visitor first turns to the form (or presses Subscribe), so the form
 * adds no validation library to a page's first load (the footer is on every page).
 */
export async function sendSignup(email: string, locale: string): Promise<SignupOutcome> {
  const field = checkEmail(email);
  if (field) return { isSubscribed: false, field };
  try {
    await subscribeToNewsletter({ email: email.trim(), locale });
    return { isSubscribed: true };
  } catch (error) {
    if (!(error instanceof ApiError)) return { isSubscribed: false, form: 'failed' };
    if (error.code === 'VALIDATION_FAILED' && error.fields?.email)
      return { isSubscribed: false, field: 'emailInvalid' };
    if (error.code === 'RATE_LIMITED') return { isSubscribed: false, form: 'rateLimited' };
    return { isSubscribed: false, form: 'failed' };
  }
}
