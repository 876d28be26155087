import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newPasswordFormSchema, resetRequestFormSchema, signInFormSchema, signUpFormSchema } from './validation';
import { firstValidationMessage } from './validation-messages';

/** The message the form would show for `values`, the way the resolver reports the schema's issues. */
const messageFor = (schema: z.ZodType, values: unknown) => {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), { type: issue.code, message: issue.message }]),
  );
  return firstValidationMessage(errors);
};

const signUp = {
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '',
  email: 'jane@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('spec §5 checks, one message in the spec order', () => {
  it.each([
    [{ email: '', password: 'x' }, 'requiredFields'],
    [{ email: '   ', password: 'x' }, 'requiredFields'],
    [{ email: 'jane@example.com', password: '' }, 'requiredFields'],
    [{ email: 'not-an-email', password: ' ' }, null],
  ])('sign-in %j → %s', (values, message) => {
    expect(messageFor(signInFormSchema, values)).toBe(message);
  });

  it.each([
    [{ ...signUp, firstName: '  ' }, 'requiredFields'],
    [{ ...signUp, lastName: '' }, 'requiredFields'],
    [{ ...signUp, email: '', password: 'abc', confirmPassword: 'abd' }, 'requiredFields'],
    [{ ...signUp, password: 'abc', confirmPassword: 'abd' }, 'passwordsDoNotMatch'],
    [{ ...signUp, password: 'abc12', confirmPassword: 'abc12' }, 'passwordTooShort'],
    [signUp, null],
  ])('sign-up %j → %s', (values, message) => {
    expect(messageFor(signUpFormSchema, values)).toBe(message);
  });

  it.each([
    [{ email: '' }, 'emailRequired'],
    [{ email: '  ' }, 'emailRequired'],
    [{ email: 'x' }, null],
  ])('reset request %j → %s', (values, message) => {
    expect(messageFor(resetRequestFormSchema, values)).toBe(message);
  });

  it.each([
    [{ password: '', confirmPassword: 'x' }, 'requiredFields'],
    [{ password: 'abc', confirmPassword: '' }, 'passwordsDoNotMatch'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'passwordTooShort'],
    [{ password: 'secret1', confirmPassword: 'secret1' }, null],
  ])('new password %j → %s', (values, message) => {
    expect(messageFor(newPasswordFormSchema, values)).toBe(message);
  });

  it('trims the names and the e-mail it hands over, never the password', () => {
    expect(
      signUpFormSchema.parse({
        ...signUp,
        firstName: ' Jane ',
        email: ' jane@example.com ',
        password: ' secret ',
        confirmPassword: ' secret ',
      }),
    ).toMatchObject({
      firstName: 'Jane',
      email: 'jane@example.com',
      password: ' secret ',
    });
  });
});
