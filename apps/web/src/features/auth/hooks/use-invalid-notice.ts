import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { useCallback } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstValidationMessage } from '../utils/validation-messages';
import type { Notify } from './use-notice';

/** `handleSubmit`'s second callback for the /auth forms: the failed check's one message, as their notice. */
export function useInvalidNotice(notify: Notify): (errors: FieldErrors) => void {
  const { t } = useTranslation('auth');
  return useCallback(
    (errors) => {
      const message = firstValidationMessage(errors);
      if (message) notify('error', t(`validation.${message}`, { min: PASSWORD_MIN_LENGTH }));
    },
    [notify, t],
  );
}
