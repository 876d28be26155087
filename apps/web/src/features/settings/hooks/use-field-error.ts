import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationKeyOf } from '../utils/validation-messages';

/**
 * A field's message for `FormField`: a check of the form's schema is a `settings:validation.<key>`; an error the
 * form set from the server's answer (type `server`) already holds its translated text.
 */
export function useFieldError<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const { t } = useTranslation('settings');
  return useCallback(
    (name: Path<Values>): string | undefined => {
      const error = errors[name];
      if (!error) return undefined;
      if (error.type === 'server' && typeof error.message === 'string') return error.message;
      return t(`validation.${validationKeyOf(error.message)}`, { min: PASSWORD_MIN_LENGTH });
    },
    [errors, t],
  );
}
