import { RETENTION_PERIODS } from '@receptiva/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { type ProfileFormSection, useFieldError } from '../utils/field-error';
import { YesNoField } from './yes-no-field';

/** One compliance question: why it is asked, where the policy is, then the answer's fields. */
type Topic = 'recording' | 'outbound' | 'health' | 'retention' | 'aiDisclosure';

const Question = ({ topic, children }: { topic: Topic; children: ReactNode }) => {
  const { t } = useTranslation('business-profile');
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{t(`compliance.${topic}.title`)}</h3>
      <p className="text-sm text-slate-600">
        {t(`compliance.${topic}.explanation`)}{' '}
        <Link to={paths.legal.getHref('privacy')} className="font-medium text-primary-700 underline">
          {t('compliance.policyLink')}
        </Link>
      </p>
      {children}
    </section>
  );
};

const Checkbox = ({
  section,
  name,
  label,
  error,
}: {
  section: ProfileFormSection;
  name: string;
  label: string;
  error?: string;
}) => {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...section.form.register(`${section.prefix ?? ''}${name}`)}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/**
 * The Compliance answers a voice agent needs: call recording and its disclosure, consent for outbound calls and texts
 * (TCPA-style), health data (HIPAA notice), how long recordings are kept, and the AI-disclosure greeting.
 */
export const ComplianceFields = (section: ProfileFormSection) => {
  const { t } = useTranslation('business-profile');
  const id = useId();
  const { form, prefix = '' } = section;
  const errorOf = useFieldError(section);
  const watch = (name: string) => form.watch(`${prefix}${name}`) as unknown;
  return (
    <div className="grid gap-4">
      <Question topic="recording">
        <YesNoField
          {...section}
          name="callsRecorded"
          legend={t('compliance.recording.question')}
          error={errorOf('callsRecorded')}
        />
        {watch('callsRecorded') === true ? (
          <FormField
            id={`${id}-disclosure`}
            label={t('compliance.recording.disclosure')}
            hint={t('compliance.recording.disclosureHint')}
            error={errorOf('recordingDisclosure')}
            required
          >
            <Textarea rows={2} {...form.register(`${prefix}recordingDisclosure`)} />
          </FormField>
        ) : null}
      </Question>
      <Question topic="outbound">
        <YesNoField
          {...section}
          name="makesOutboundContact"
          legend={t('compliance.outbound.question')}
          error={errorOf('makesOutboundContact')}
        />
        {watch('makesOutboundContact') === true ? (
          <Checkbox
            section={section}
            name="hasOutboundConsent"
            label={t('compliance.outbound.consent')}
            error={errorOf('hasOutboundConsent')}
          />
        ) : null}
      </Question>
      <Question topic="health">
        <YesNoField
          {...section}
          name="handlesHealthData"
          legend={t('compliance.health.question')}
          error={errorOf('handlesHealthData')}
        />
        {watch('handlesHealthData') === true ? (
          <Checkbox
            section={section}
            name="acceptsHipaaNotice"
            label={t('compliance.health.notice')}
            error={errorOf('acceptsHipaaNotice')}
          />
        ) : null}
      </Question>
      <Question topic="retention">
        <FormField
          id={`${id}-retention`}
          label={t('compliance.retention.question')}
          error={errorOf('retentionDays')}
          required
        >
          <NativeSelect
            {...form.register(`${prefix}retentionDays`, {
              setValueAs: (value) => (value === '' ? undefined : Number(value)),
            })}
          >
            <option value="">{t('compliance.retention.choose')}</option>
            {RETENTION_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t('compliance.retention.days', { count: days })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Question>
      <Question topic="aiDisclosure">
        <FormField
          id={`${id}-ai`}
          label={t('compliance.aiDisclosure.question')}
          hint={t('compliance.aiDisclosure.hint')}
          error={errorOf('aiDisclosure')}
          required
        >
          <Textarea rows={2} {...form.register(`${prefix}aiDisclosure`)} />
        </FormField>
      </Question>
    </div>
  );
};
