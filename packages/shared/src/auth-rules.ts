/** Spec §9: minimum password length. The maximum guards the password hasher against huge inputs. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §3: full_name is the first and last name joined. */
export const fullNameOf = (firstName: string, lastName: string): string =>
  [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
