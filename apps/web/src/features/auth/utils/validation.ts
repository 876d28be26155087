import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { z } from 'zod';
import type { ValidationMessage } from './validation-messages';

/** The spec §5 checks of the /auth forms; each failure's message is a `ValidationMessage` key. */
const filled = (message: ValidationMessage) => z.string().trim().min(1, message);
const password = z.string().min(1, 'requiredFields' satisfies ValidationMessage);

/** The new password and its confirmation match, then it is long enough (only the first failure is reported). */
const checkNewPassword = (
  values: { password: string; confirmPassword: string },
  context: z.RefinementCtx<{ password: string; confirmPassword: string }>,
) => {
  const fail = (message: ValidationMessage, field: 'password' | 'confirmPassword') =>
    context.addIssue({ code: 'custom', message, path: [field] });
  if (values.password !== values.confirmPassword) fail('passwordsDoNotMatch', 'confirmPassword');
  else if (values.password.length < PASSWORD_MIN_LENGTH) fail('passwordTooShort', 'password');
};

export const signInFormSchema = z.object({ email: filled('requiredFields'), password });
export type SignInValues = z.output<typeof signInFormSchema>;

/** The phone is asked for but not checked here: the server checks its characters. */
export const signUpFormSchema = z
  .object({
    firstName: filled('requiredFields'),
    lastName: filled('requiredFields'),
    phone: z.string(),
    email: filled('requiredFields'),
    password,
    confirmPassword: z.string(),
  })
  .superRefine(checkNewPassword);
export type SignUpValues = z.output<typeof signUpFormSchema>;

export const resetRequestFormSchema = z.object({ email: filled('emailRequired') });

export const newPasswordFormSchema = z.object({ password, confirmPassword: z.string() }).superRefine(checkNewPassword);
