import { TEAM_ROLES } from '@receptiva/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SwitchField } from '@/components/ui/switch-field';
import { formErrorKey } from '../utils/form-error-text';
import type { TeamMemberForm, TeamMemberFormValues } from '../utils/team-member-form';

interface TeamMemberFieldsProps {
  form: TeamMemberForm;
  /** The edit form shows the e-mail without letting it change (the invitation went to that address). */
  isEmailFixed?: boolean;
}

/**
 * The fields of the add and edit forms: names, e-mail, phone, role and the two access switches. They stay enabled
 * while the form is sent (the submit button shows the wait), so a refused e-mail can take the focus at once.
 */
export const TeamMemberFields = ({ form, isEmailFixed = false }: TeamMemberFieldsProps) => {
  const { t } = useTranslation('team');
  const id = useId();
  const { register, control, formState } = form;

  const field = (name: keyof TeamMemberFormValues) => {
    const error = formState.errors[name];
    let text: string | undefined;
    // A server error arrives already translated; the form's own checks are named by their zod issue.
    if (error)
      text = error.type === 'server' ? error.message : t(`form.errors.${formErrorKey(name, String(error.type))}`);
    return { id: `${id}-${name}`, error: text };
  };

  return (
    <div className="grid gap-4">
      <p className="text-xs text-slate-500">{t('form.requiredHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')} label={t('form.fields.firstName')} required>
          <Input autoComplete="off" {...register('firstName')} />
        </FormField>
        <FormField {...field('lastName')} label={t('form.fields.lastName')} required>
          <Input autoComplete="off" {...register('lastName')} />
        </FormField>
      </div>
      <FormField
        {...field('email')}
        label={t('form.fields.email')}
        required={!isEmailFixed}
        hint={isEmailFixed ? t('form.hints.emailFixed') : undefined}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={t('form.placeholders.email')}
          readOnly={isEmailFixed}
          className="read-only:bg-slate-50 read-only:text-slate-600"
          {...register('email')}
        />
      </FormField>
      <FormField {...field('phone')} label={t('form.fields.phone')}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={t('form.placeholders.phone')}
          {...register('phone')}
        />
      </FormField>
      <FormField {...field('role')} label={t('form.fields.role')} required>
        <NativeSelect {...register('role')}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Controller
        control={control}
        name="hasCrmAccess"
        render={({ field: { value, onChange } }) => (
          <SwitchField
            id={`${id}-crm`}
            label={t('form.fields.crmAccess')}
            hint={t('form.hints.crmAccess')}
            checked={Boolean(value)}
            onCheckedChange={onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="hasAiAccess"
        render={({ field: { value, onChange } }) => (
          <SwitchField
            id={`${id}-ai`}
            label={t('form.fields.aiAccess')}
            hint={t('form.hints.aiAccess')}
            checked={Boolean(value)}
            onCheckedChange={onChange}
          />
        )}
      />
    </div>
  );
};
