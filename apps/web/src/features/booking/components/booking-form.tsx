import type { DemoBookingInput } from '@receptiva/shared';
import { CalendarCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import { getAffiliateId } from '@/lib/affiliate';
import { track } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { useCreateDemoBooking } from '../api/create-demo-booking';
import {
  BOOKING_MAX_DAYS_AHEAD,
  type BookingFormValues,
  createBookingFormSchema,
  isBookingErrorKey,
  SERVER_FIELD_ERRORS,
} from '../utils/booking-form-schema';
import { parseDateTimeLocal, toDateTimeLocalValue, toIsoWithOffset, visitorTimeZone } from '../utils/booking-time';
import { BusinessTypeSelect } from './business-type-select';

export interface BookedDemo {
  /** The stored instant (ISO), as the server answered it. */
  preferredAt: string;
  timeZone: string;
  email: string;
}

type Schema = ReturnType<typeof createBookingFormSchema>;
const EMPTY: BookingFormValues = { name: '', email: '', phone: '', businessType: '', preferredAt: '', message: '' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first-party demo booking form (DESIGN §3: used when no booking widget URL is configured). */
export const BookingForm = ({ onBooked }: { onBooked: (booked: BookedDemo) => void }) => {
  const { t, i18n } = useTranslation('booking');
  const id = useId();
  const [schema] = useState(() => createBookingFormSchema());
  const [timeZone] = useState(visitorTimeZone);
  const [alert, setAlert] = useState<string | null>(null);
  const inFlight = useRef(false);
  const createBooking = useCreateDemoBooking();
  const { register, handleSubmit, showServerErrors, formState } = useZodForm(schema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const busy = isSubmitting || createBooking.isPending;

  const errorText = (field: keyof BookingFormValues): string | undefined => {
    const message = errors[field]?.message;
    if (message === undefined) return undefined;
    return isBookingErrorKey(message) ? t(`form.errors.${message}`) : t('form.errors.serverInvalid');
  };

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return setAlert(t('form.errors.network'));
    if (error.code === 'VALIDATION_FAILED') {
      showServerErrors(error, SERVER_FIELD_ERRORS);
      return setAlert(t('form.errors.serverInvalid'));
    }
    if (error.code === 'RATE_LIMITED' || error.status === 429) return setAlert(t('form.errors.rateLimited'));
    setAlert(t('form.errors.failed'));
  };

  const onSubmit = async (values: z.output<Schema>) => {
    const at = parseDateTimeLocal(values.preferredAt);
    if (inFlight.current || !at) return;
    inFlight.current = true;
    setAlert(null);
    const affiliateId = getAffiliateId() ?? undefined;
    const input: DemoBookingInput = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      businessType: values.businessType,
      preferredAt: toIsoWithOffset(at),
      timeZone,
      message: values.message,
      locale: i18n.resolvedLanguage ?? i18n.language,
      ...(affiliateId ? { affiliateId } : {}),
    };
    try {
      const created = await createBooking.mutateAsync(input);
      track('Lead', { content_name: 'demo_booking', business_type: values.businessType });
      onBooked({ preferredAt: created.preferredAt, timeZone, email: values.email });
    } catch (error) {
      showFailure(error);
    } finally {
      inFlight.current = false;
    }
  };

  const field = (name: keyof BookingFormValues) => ({ id: `${id}-${name}`, error: errorText(name) });
  const now = new Date();

  return (
    <form noValidate aria-label={t('form.label')} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <p className="text-xs text-slate-500">{t('form.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('name')} label={t('form.fields.name')} required>
          <Input autoComplete="name" placeholder={t('form.placeholders.name')} {...register('name')} />
        </FormField>
        <FormField {...field('email')} label={t('form.fields.email')} required>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('form.placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <FormField {...field('phone')} label={t('form.fields.phone')} required>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('form.placeholders.phone')}
            {...register('phone')}
          />
        </FormField>
        <FormField {...field('businessType')} label={t('form.fields.businessType')} required>
          <BusinessTypeSelect {...register('businessType')} />
        </FormField>
        <FormField
          {...field('preferredAt')}
          label={t('form.fields.preferredAt')}
          required
          hint={t('form.timeZoneNote', { timeZone })}
          className="sm:col-span-2"
        >
          <Input
            type="datetime-local"
            min={toDateTimeLocalValue(now)}
            max={toDateTimeLocalValue(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * DAY_MS))}
            {...register('preferredAt')}
          />
        </FormField>
        <FormField {...field('message')} label={t('form.fields.message')} className="sm:col-span-2">
          <Textarea rows={3} placeholder={t('form.placeholders.message')} {...register('message')} />
        </FormField>
      </div>
      <FormNotice notice={alert === null ? null : { tone: 'error', text: alert }} />
      <div className="grid gap-3">
        <SubmitButton
          size="lg"
          isPending={busy}
          pendingLabel={t('form.submitting')}
          icon={<CalendarCheck aria-hidden="true" />}
        >
          {t('form.submit')}
        </SubmitButton>
        <p className="text-center text-xs text-slate-500">{t('form.privacy')}</p>
      </div>
    </form>
  );
};
