import { z } from 'zod';
import { businessDetailsSchema, businessInformationSchema, complianceSchema } from './business-profile';

/** The answers of the onboarding form (issue 15 point 3): every part of the business profile, plus free notes. */
export const onboardingFormDataSchema = z.object({
  business: businessInformationSchema,
  details: businessDetailsSchema,
  compliance: complianceSchema,
  notes: z.string().trim().max(4000, 'tooLong'),
});
export type OnboardingFormData = z.output<typeof onboardingFormDataSchema>;
export type OnboardingFormDataInput = z.input<typeof onboardingFormDataSchema>;

/**
 * `POST /api/onboarding-form`. Signed in, the e-mail is the account's (a sent one is ignored); as a guest it is
 * required, and the submission is linked to the account that later signs up and confirms that address.
 */
export const onboardingFormSchema = z.object({
  contactName: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  email: z.string().trim().max(254, 'tooLong').email('email').optional(),
  data: onboardingFormDataSchema,
  /** The page's language: the sender's copy is written in it. */
  locale: z.string().max(35).optional(),
});
export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;
