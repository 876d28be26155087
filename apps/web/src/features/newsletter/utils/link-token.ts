import { newsletterTokenField } from '@receptiva/shared';

/** The `?token=` of a newsletter link when it can be one; a mangled link is as unknown as a wrong one. */
export const linkTokenFrom = (value: string | null): string | null => {
  const parsed = newsletterTokenField.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
};
