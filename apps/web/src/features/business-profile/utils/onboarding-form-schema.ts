import { onboardingFormSchema } from '@receptiva/shared';
import { z } from 'zod';

/** The shared schema; a guest must give the e-mail the copy goes to (signed in, the account's is used). */
export const onboardingFormSchemaFor = (isGuest: boolean) =>
  isGuest
    ? onboardingFormSchema.extend({ email: z.string().trim().min(1, 'required').max(254, 'tooLong').email('email') })
    : onboardingFormSchema;
