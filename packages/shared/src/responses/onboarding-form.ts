// Response schemas of the onboarding form (issue 15 point 3); the web imports only the types.
import { z } from 'zod';
import { businessDetailsSchema, businessInformationSchema, complianceSchema } from '../schemas/business-profile';

export const onboardingSubmittedSchema = z.object({ id: z.uuid(), email: z.string(), isLinked: z.boolean() });
export type OnboardingSubmitted = z.infer<typeof onboardingSubmittedSchema>;

/** `GET /api/onboarding-form`: what the signed-in form starts with: the profile, and the last submission's extras. */
export const onboardingFormPrefillSchema = z.object({
  contactName: z.string(),
  email: z.string(),
  business: businessInformationSchema.nullable(),
  details: businessDetailsSchema,
  compliance: complianceSchema.nullable(),
  notes: z.string(),
  lastSubmittedAt: z.string().nullable(),
});
export type OnboardingFormPrefill = z.infer<typeof onboardingFormPrefillSchema>;
