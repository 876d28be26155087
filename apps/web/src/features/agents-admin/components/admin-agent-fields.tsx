import { DEMO_AGENT_LIMITS, LOCAL_AGENT_VOICES, VOICE_LANGUAGES } from '@receptiva/shared';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { type AgentField, type AgentForm, agentErrorKey } from '../utils/admin-agent-form';
import { languageName } from '../utils/language-name';
import { AdminAgentColourField } from './admin-agent-colour-field';

/** Every field of a demo agent: what /agents shows, what the voice provider needs, and what the agent says. */
export const AdminAgentFields = ({ form }: { form: AgentForm }) => {
  const { t, i18n } = useTranslation('agents-admin');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const errorOf = (field: AgentField) => {
    const error = errors[field] as FieldError | undefined;
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`errors.${agentErrorKey(field, error)}`);
  };
  const languages = VOICE_LANGUAGES.map(({ code }) => ({ code, name: languageName(code, i18n.language) })).sort(
    (a, b) => a.name.localeCompare(b.name, i18n.language),
  );
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-5">
        <legend className="mb-1 text-lg font-semibold text-slate-900">{t('editor.sections.card')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="agent-name" label={t('editor.fields.name')} required error={errorOf('name')}>
            <Input {...register('name')} lang="en" dir="auto" maxLength={DEMO_AGENT_LIMITS.name} />
          </FormField>
          <FormField
            id="agent-industry"
            label={t('editor.fields.industry')}
            required
            error={errorOf('industry')}
            hint={t('editor.fields.industryHint')}
          >
            <Input {...register('industry')} lang="en" dir="auto" maxLength={DEMO_AGENT_LIMITS.industry} />
          </FormField>
        </div>
        <FormField
          id="agent-description"
          label={t('editor.fields.description')}
          required
          error={errorOf('description')}
        >
          <Textarea
            {...register('description')}
            lang="en"
            dir="auto"
            rows={2}
            maxLength={DEMO_AGENT_LIMITS.description}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <AdminAgentColourField form={form} error={errorOf('color')} />
          <FormField
            id="agent-sort-order"
            label={t('editor.fields.sortOrder')}
            required
            error={errorOf('sortOrder')}
            hint={t('editor.fields.sortOrderHint')}
          >
            <Input {...register('sortOrder')} dir="ltr" inputMode="numeric" maxLength={7} />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-1 text-lg font-semibold text-slate-900">{t('editor.sections.voice')}</legend>
        <FormField
          id="agent-voice-agent-id"
          label={t('editor.fields.voiceAgentId')}
          required
          error={errorOf('voiceAgentId')}
          hint={t('editor.fields.voiceAgentIdHint')}
        >
          <Input
            {...register('voiceAgentId')}
            dir="ltr"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={DEMO_AGENT_LIMITS.voiceAgentId}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="agent-language"
            label={t('editor.fields.language')}
            required
            error={errorOf('defaultLanguage')}
            hint={t('editor.fields.languageHint')}
          >
            <NativeSelect {...register('defaultLanguage')}>
              {languages.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="agent-voice"
            label={t('editor.fields.voice')}
            error={errorOf('voice')}
            hint={t('editor.fields.voiceHint')}
          >
            <NativeSelect {...register('voice')}>
              <option value="">{t('editor.voices.default')}</option>
              {LOCAL_AGENT_VOICES.map((voice) => (
                <option key={voice} value={voice}>
                  {t(voice.startsWith('f') ? 'editor.voices.female' : 'editor.voices.male', {
                    number: voice.slice(1),
                  })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          id="agent-first-message"
          label={t('editor.fields.firstMessage')}
          required
          error={errorOf('firstMessage')}
          hint={t('editor.fields.firstMessageHint')}
        >
          <Textarea
            {...register('firstMessage')}
            lang="en"
            dir="auto"
            rows={3}
            maxLength={DEMO_AGENT_LIMITS.firstMessage}
          />
        </FormField>
        <FormField
          id="agent-prompt"
          label={t('editor.fields.systemPrompt')}
          required
          error={errorOf('systemPrompt')}
          hint={t('editor.fields.systemPromptHint')}
        >
          <Textarea
            {...register('systemPrompt')}
            lang="en"
            dir="auto"
            rows={14}
            maxLength={DEMO_AGENT_LIMITS.systemPrompt}
            className="font-mono text-sm"
          />
        </FormField>
      </fieldset>

      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <SwitchField
            id="agent-active"
            label={t('editor.fields.active')}
            hint={t('editor.fields.activeHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
};
