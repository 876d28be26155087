import type { FieldError } from 'react-hook-form';

type ErrorKey = 'slug' | 'slugTaken' | 'title' | 'description' | 'youtubeId' | 'videoUrl' | 'duration' | 'translation';

/**
 * The translated message of a field: a server message arrives translated already (`type: 'server'`); the form's
 * own checks say one thing per field, whatever the rule that failed.
 */
export const fieldErrorText = (
  error: FieldError | undefined,
  key: ErrorKey,
  t: (key: `form.errors.${ErrorKey}`) => string,
): string | undefined => {
  if (!error) return undefined;
  return error.type === 'server' && error.message ? error.message : t(`form.errors.${key}`);
};
