import type { OnboardingCall } from '@receptiva/shared';
import { CalendarCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useBookOnboardingCall } from '../api/onboarding-calls';
import { customerTimeZone } from '../utils/slot-days';
import { SlotPicker } from './slot-picker';

type Field = 'name' | 'email' | 'phone' | 'startsAt' | 'notes';
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()0-9.\-\s]{7,40}$/;

/** The first-party booking form in "onboarding call" mode: prefilled from the account, a free slot to pick. */
export const OnboardingCallForm = ({ onBooked }: { onBooked: (call: OnboardingCall) => void }) => {
  const { t, i18n } = useTranslation('onboarding');
  const { me } = useAuth();
  const id = useId();
  const [timeZone] = useState(customerTimeZone);
  const [values, setValues] = useState({
    name: me?.profile?.fullName ?? [me?.profile?.firstName, me?.profile?.lastName].filter(Boolean).join(' '),
    email: me?.user.email ?? '',
    phone: me?.profile?.phone ?? '',
    notes: '',
    startsAt: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const book = useBookOnboardingCall();

  const check = (): Errors => {
    const found: Errors = {};
    if (values.name.trim().length < 2) found.name = t('call.errors.name');
    if (!EMAIL.test(values.email.trim())) found.email = t('call.errors.email');
    if (!PHONE.test(values.phone.trim())) found.phone = t('call.errors.phone');
    if (!values.startsAt) found.startsAt = t('call.errors.startsAt');
    return found;
  };

  const focusFirst = (found: Errors) => {
    const first = (['name', 'email', 'phone', 'startsAt'] as const).find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first === 'startsAt' ? 'slot-day' : first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    const found = check();
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    try {
      onBooked(
        await book.mutateAsync({
          ...values,
          timeZone,
          locale: i18n.resolvedLanguage ?? i18n.language,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ONBOARDING_SLOT_TAKEN') {
        setValues((current) => ({ ...current, startsAt: '' }));
        setErrors({ startsAt: t('call.errors.slotTaken') });
        return;
      }
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.fields) {
        const server: Errors = {};
        for (const field of Object.keys(error.fields)) server[field as Field] = t('call.errors.serverInvalid');
        setErrors(server);
        return setAlert(t('call.errors.serverInvalid'));
      }
      setAlert(
        error instanceof ApiError
          ? t(`errors:${error.code}`, { defaultValue: t('call.errors.failed') })
          : t('call.errors.network'),
      );
    }
  };

  const text = (field: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <FormField id={`${id}-${field}`} label={t(`call.fields.${field}`)} required error={errors[field]}>
      <Input
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <form noValidate aria-label={t('call.form.label')} onSubmit={onSubmit} className="grid gap-5">
      <p className="text-xs text-slate-500">{t('call.form.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'text', 'name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
      </div>
      <SlotPicker
        idPrefix={`${id}-slot`}
        timeZone={timeZone}
        value={values.startsAt}
        onChange={(startsAt) => setValues((current) => ({ ...current, startsAt }))}
        error={errors.startsAt}
      />
      <FormField id={`${id}-notes`} label={t('call.fields.notes')} hint={t('call.fields.notesHint')}>
        <Textarea
          rows={3}
          maxLength={2000}
          value={values.notes}
          onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
        />
      </FormField>
      <FormNotice notice={alert === null ? null : { tone: 'error', text: alert }} />
      <SubmitButton
        size="lg"
        isPending={book.isPending}
        pendingLabel={t('call.form.submitting')}
        icon={<CalendarCheck aria-hidden="true" />}
      >
        {t('call.form.submit')}
      </SubmitButton>
    </form>
  );
};
