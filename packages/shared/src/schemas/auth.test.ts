import { describe, expect, it } from 'vitest';
import { fullNameOf, PASSWORD_MIN_LENGTH } from '../auth-rules';
import { resetPasswordBodySchema, resetRequestBodySchema, signInBodySchema, signUpBodySchema } from './auth';

const valid = {
  email: 'ada@example.com',
  password: 'secret1',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 (20) 7946-0000',
};

/** The fields a schema refuses in a body, by path. */
const failingFields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((i) => i.path.join('.')))].sort();

describe('signUpBodySchema', () => {
  it('accepts a complete sign-up and trims what people type', () => {
    const parsed = signUpBodySchema.parse({
      ...valid,
      email: '  ada@example.com ',
      firstName: ' Ada ',
      phone: ' 555 ',
    });
    expect(parsed).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', phone: '555' });
  });

  it('makes the phone optional, as an empty string', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(signUpBodySchema.parse(withoutPhone).phone).toBe('');
  });

  it('drops fields it does not know', () => {
    const parsed = signUpBodySchema.parse({ ...valid, emailVerified: true, role: 'admin' });
    expect(parsed).not.toHaveProperty('emailVerified');
    expect(parsed).not.toHaveProperty('role');
  });

  it('names every missing field', () => {
    expect(failingFields(signUpBodySchema.safeParse({}))).toEqual([
      'email',
      'firstName',
      'lastName',
      'name',
      'password',
    ]);
  });

  it.each([
    ['a password of 5 characters', { password: '12345' }, 'password'],
    ['a password of 129 characters', { password: 'p'.repeat(129) }, 'password'],
    ['a bad e-mail', { email: 'ada@' }, 'email'],
    ['an e-mail of spaces', { email: '   ' }, 'email'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, 'email'],
    ['a blank first name', { firstName: '   ' }, 'firstName'],
    ['a first name of 101 characters', { firstName: 'f'.repeat(101) }, 'firstName'],
    ['a number for the last name', { lastName: 42 }, 'lastName'],
    ['null for the e-mail', { email: null }, 'email'],
    ['an array for the password', { password: ['secret1'] }, 'password'],
    ['letters in the phone', { phone: 'call me' }, 'phone'],
    ['a locale of 36 characters', { locale: 'x'.repeat(36) }, 'locale'],
  ])('refuses %s', (_label, override, field) => {
    expect(failingFields(signUpBodySchema.safeParse({ ...valid, ...override }))).toEqual([field]);
  });

  it.each([
    ['pt-BR', 'pt'],
    ['fr', 'fr'],
    ['xx', undefined],
    ['<script>', undefined],
  ])('stores the locale %s as %s (one of the site languages or nothing)', (locale, stored) => {
    const parsed = signUpBodySchema.parse({ ...valid, locale });
    expect(parsed.locale).toBe(stored);
  });

  it(`accepts a password of exactly ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(signUpBodySchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });
});

describe('the other auth bodies', () => {
  it('sign-in needs an e-mail and a password of any length', () => {
    expect(signInBodySchema.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(true);
    expect(failingFields(signInBodySchema.safeParse({ email: 'ada', password: '' }))).toEqual(['email', 'password']);
  });

  it('a reset request needs only a valid e-mail', () => {
    expect(resetRequestBodySchema.safeParse({ email: 'ada@example.com' }).success).toBe(true);
    expect(failingFields(resetRequestBodySchema.safeParse({ email: 5 }))).toEqual(['email']);
  });

  it('a new password follows the sign-up rule and needs a token', () => {
    expect(resetPasswordBodySchema.safeParse({ token: 't', newPassword: 'secret1' }).success).toBe(true);
    expect(failingFields(resetPasswordBodySchema.safeParse({ token: '', newPassword: '12345' }))).toEqual([
      'newPassword',
      'token',
    ]);
  });
});

describe('fullNameOf', () => {
  it('joins trimmed first and last names with one space', () => {
    expect(fullNameOf(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
    expect(fullNameOf('Ada', '')).toBe('Ada');
    expect(fullNameOf('', 'Lovelace')).toBe('Lovelace');
  });
});
