import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface EmailFieldProps extends UseFormRegisterReturn<'email'> {
  id: string;
  required?: boolean;
}

/** The e-mail field of the /auth forms (sign in, sign up, reset): labelled, typed and autofilled the same way. */
export const EmailField = ({ id, required, ...registration }: EmailFieldProps) => {
  const { t } = useTranslation('auth');
  return (
    <FormField id={id} label={t('fields.email')} required={required}>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('placeholders.email')}
        {...registration}
      />
    </FormField>
  );
};
