import type { Env } from '../env';
import type { RateLimitRule } from './rate-limit';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * One daily budget per e-mail address that a caller typed, shared by every public form that e-mails such an address
 * (demo booking, newsletter, guest onboarding form, sign-up, password reset). Each form's own windows stop repeats of
 * that form; this one stops taking turns between the forms to fill a stranger's inbox (decision 043).
 */
export const typedAddressMailRule = (
  env: Pick<Env, 'MAIL_RATE_LIMIT_PER_RECIPIENT'>,
  email: string,
): RateLimitRule => ({
  key: `typed-address-mail:${email.trim().toLowerCase()}`,
  limit: env.MAIL_RATE_LIMIT_PER_RECIPIENT,
  windowSeconds: DAY_SECONDS,
});
