import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { AgentForm } from '../utils/admin-agent-form';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The card's accent: the browser's colour picker and the hex code, two views of one value. */
export const AdminAgentColourField = ({ form, error }: { form: AgentForm; error?: string }) => {
  const { t } = useTranslation('agents-admin');
  const value = form.watch('color');
  const field = form.register('color');
  return (
    <div className="flex items-start gap-3">
      <input
        type="color"
        aria-label={t('editor.fields.colorPicker')}
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) =>
          form.setValue('color', event.target.value, {
            shouldDirty: true,
            shouldValidate: !!form.formState.errors.color,
          })
        }
        className="mt-7 h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-primary-600"
      />
      <FormField
        id="agent-color"
        label={t('editor.fields.color')}
        required
        error={error}
        hint={t('editor.fields.colorHint')}
        className="flex-1"
      >
        <Input {...field} dir="ltr" autoCapitalize="none" spellCheck={false} maxLength={7} />
      </FormField>
    </div>
  );
};
