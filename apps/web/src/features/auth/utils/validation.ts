import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/**
 * Spec §5 client-side checks. A failure shows one message for the whole form (inline and as a toast): the first of
 * these, in the spec's order, that any field reports. Each is `auth:validation.<key>`.
 */
export const VALIDATION_MESSAGES = [
  'requiredFields',
  'emailRequired',
  'passwordsDoNotMatch',
  'passwordTooShort',
] as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

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

/** The one message a failed check shows. */
export const firstValidationMessage = (errors: FieldErrors): ValidationMessage | null => {
  const reported = new Set(Object.values(errors).map((error) => error?.message));
  return VALIDATION_MESSAGES.find((message) => reported.has(message)) ?? null;
};
