import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';

/** Spec §5 client-side checks, in the spec's order; each returns the key of the first failing message. */
export type ValidationMessage = 'requiredFields' | 'passwordsDoNotMatch' | 'passwordTooShort' | 'emailRequired';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const checkNewPassword = ({ password, confirmPassword }: NewPasswordValues): ValidationMessage | null => {
  if (password !== confirmPassword) return 'passwordsDoNotMatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  return null;
};

export const validateSignIn = ({ email, password }: SignInValues): ValidationMessage | null =>
  !email.trim() || !password ? 'requiredFields' : null;

export const validateSignUp = (values: SignUpValues): ValidationMessage | null => {
  const { firstName, lastName, email, password } = values;
  if (!firstName.trim() || !lastName.trim() || !email.trim() || !password) return 'requiredFields';
  return checkNewPassword(values);
};

export const validateResetRequest = ({ email }: { email: string }): ValidationMessage | null =>
  email.trim() ? null : 'emailRequired';

export const validateNewPassword = (values: NewPasswordValues): ValidationMessage | null =>
  values.password ? checkNewPassword(values) : 'requiredFields';
