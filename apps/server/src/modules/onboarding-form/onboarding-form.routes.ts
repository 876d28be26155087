import {
  normalizeLanguage,
  onboardingFormPrefillSchema,
  onboardingFormSchema,
  onboardingSubmittedSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { AppError } from '../../lib/app-error';
import { consumeRateLimits } from '../../lib/rate-limit';
import { typedAddressMailRule } from '../../lib/typed-address-mail';
import { requestLocale } from '../team/team-route-context';
import { getOnboardingPrefill } from './get-onboarding-prefill.service';
import { submitOnboardingForm } from './submit-onboarding-form.service';

const HOUR = 3600;
/** Guests per address and per e-mail an hour (as demo bookings and the newsletter limit theirs). */
const GUEST_LIMIT_PER_IP = 10;
const GUEST_LIMIT_PER_EMAIL = 5;
const SIGNED_IN_LIMIT = 20;

const prefillRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'session',
  tags: ['onboarding-form'],
  summary: 'The signed-in onboarding form’s starting answers',
  description: 'The caller’s business profile, name and e-mail, and when they last sent the form.',
  responses: { 200: jsonResponse(onboardingFormPrefillSchema, 'The answers to start from') },
});

const submitRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'public',
  tags: ['onboarding-form'],
  summary: 'Send the onboarding form',
  description:
    'Signed in: saved to the caller’s business profile. As a guest (`email` required): stored, and linked to the account that signs up and confirms that e-mail. Either way the sender gets a copy and staff a notice, in the same transaction.',
  request: { body: jsonBody(onboardingFormSchema) },
  responses: {
    201: jsonResponse(onboardingSubmittedSchema, 'Sent'),
    429: errorResponse('RATE_LIMITED: too many forms from this address or for this e-mail'),
  },
});

/** `/api/onboarding-form` (issue 15 point 3). */
export const onboardingFormRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(prefillRoute, async (c) => c.json(await getOnboardingPrefill(c.var.db, c.var.session!.user.id), 200))
  .openapi(submitRoute, async (c) => {
    const { env, mailWorker } = c.var.deps;
    const body = c.req.valid('json');
    const user = c.var.session?.user ?? null;
    const email = user?.email ?? body.email;
    if (!email) throw new AppError('VALIDATION_FAILED', 'Please enter your e-mail address.', { email: 'required' });
    await consumeRateLimits(
      c.var.db,
      user
        ? [{ key: `onboarding-form:user:${user.id}`, limit: SIGNED_IN_LIMIT, windowSeconds: HOUR }]
        : [
            { key: `onboarding-form:ip:${c.var.clientIp}`, limit: GUEST_LIMIT_PER_IP, windowSeconds: HOUR },
            { key: `onboarding-form:email:${email.toLowerCase()}`, limit: GUEST_LIMIT_PER_EMAIL, windowSeconds: HOUR },
            typedAddressMailRule(env, email),
          ],
    );
    const sender = {
      userId: user?.id ?? null,
      email,
      contactName: body.contactName,
      locale: normalizeLanguage(body.locale) ?? requestLocale(c),
    };
    const submitted = await submitOnboardingForm(c.var.db, { sender, data: body.data, publicUrl: env.PUBLIC_URL });
    mailWorker.kick();
    return c.json(submitted, 201);
  });
