import { profileErrorKey } from '@receptiva/shared';
import { type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A form whose profile fields sit under `prefix` (the wizard: none; the onboarding form: `data.business.`). */
export interface ProfileFormSection {
  form: UseFormReturn<FieldValues>;
  prefix?: string;
}

/**
 * The translated message of a field, from the shared schema's message key (`business-profile:errors.<key>`), or from
 * zod's code where the check carries none. The server's answers use the same keys.
 */
export function useFieldError({ form, prefix = '' }: ProfileFormSection) {
  const { t } = useTranslation('business-profile');
  return (field: string): string | undefined => {
    const error = get(form.formState.errors, `${prefix}${field}`) as { message?: string; type?: string } | undefined;
    if (!error) return undefined;
    return t(`errors.${profileErrorKey(error.message, error.type)}`);
  };
}
