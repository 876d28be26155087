import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface EmailFieldProps extends UseFormRegisterReturn<'email'> {
  id: string;
  required?: boolean;
  /** The address an invitation was sent to: shown read-only, with why. */
  isFixed?: boolean;
}

/** The e-mail field of the /auth forms (sign in, sign up, reset): labelled, typed and autofilled the same way. */
export const EmailField = ({ id, required, isFixed = false, ...registration }: EmailFieldProps) => {
  const { t } = useTranslation('auth');
  return (
    <FormField
      id={id}
      label={t('fields.email')}
      required={required}
      hint={isFixed ? t('invitation.emailFixed') : undefined}
    >
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('placeholders.email')}
        readOnly={isFixed}
        className="read-only:bg-slate-50 read-only:text-slate-600"
        {...registration}
      />
    </FormField>
  );
};
