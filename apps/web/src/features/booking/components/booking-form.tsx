import { zodResolver } from '@hookform/resolvers/zod';
import type { DemoBookingInput } from '@receptiva/shared';
import { CalendarCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getAffiliateId } from '@/lib/affiliate';
import { track } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateDemoBooking } from '../api/create-demo-booking';
import {
  BOOKING_MAX_DAYS_AHEAD,
  type BookingFormValues,
  createBookingFormSchema,
  isBookingErrorKey,
  SERVER_FIELD_ERRORS,
} from '../utils/booking-form-schema';
import { parseDateTimeLocal, toDateTimeLocalValue, toIsoWithOffset, visitorTimeZone } from '../utils/booking-time';
import { BookingField, controlClasses, describedBy } from './booking-field';
import { BusinessTypeSelect } from './business-type-select';
import { FormAlert } from './form-alert';

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
  const { register, handleSubmit, setError, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
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
      const mapped = Object.keys(error.fields ?? {}).flatMap((key) => SERVER_FIELD_ERRORS[key] ?? []);
      mapped.forEach(({ field, message }, index) => {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
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
  const name = field('name');
  const email = field('email');
  const phone = field('phone');
  const businessType = field('businessType');
  const preferredAt = field('preferredAt');
  const message = field('message');

  return (
    <form noValidate aria-label={t('form.label')} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <p className="text-xs text-slate-500">{t('form.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <BookingField {...name} label={t('form.fields.name')} required>
          <Input
            id={name.id}
            autoComplete="name"
            placeholder={t('form.placeholders.name')}
            aria-required
            {...describedBy(name.id, name)}
            {...register('name')}
          />
        </BookingField>
        <BookingField {...email} label={t('form.fields.email')} required>
          <Input
            id={email.id}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('form.placeholders.email')}
            aria-required
            {...describedBy(email.id, email)}
            {...register('email')}
          />
        </BookingField>
        <BookingField {...phone} label={t('form.fields.phone')} required>
          <Input
            id={phone.id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('form.placeholders.phone')}
            aria-required
            {...describedBy(phone.id, phone)}
            {...register('phone')}
          />
        </BookingField>
        <BookingField {...businessType} label={t('form.fields.businessType')} required>
          <BusinessTypeSelect
            id={businessType.id}
            aria-required
            {...describedBy(businessType.id, businessType)}
            {...register('businessType')}
          />
        </BookingField>
        <BookingField
          {...preferredAt}
          label={t('form.fields.preferredAt')}
          required
          hint={t('form.timeZoneNote', { timeZone })}
          className="sm:col-span-2"
        >
          <Input
            id={preferredAt.id}
            type="datetime-local"
            min={toDateTimeLocalValue(now)}
            max={toDateTimeLocalValue(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * DAY_MS))}
            aria-required
            {...describedBy(preferredAt.id, { ...preferredAt, hint: true })}
            {...register('preferredAt')}
          />
        </BookingField>
        <BookingField {...message} label={t('form.fields.message')} className="sm:col-span-2">
          <textarea
            id={message.id}
            rows={3}
            placeholder={t('form.placeholders.message')}
            className={cn(controlClasses, 'min-h-24 py-2.5')}
            {...describedBy(message.id, message)}
            {...register('message')}
          />
        </BookingField>
      </div>
      <FormAlert message={alert} />
      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          <CalendarCheck aria-hidden="true" />
          {busy ? t('form.submitting') : t('form.submit')}
        </Button>
        <p className="text-center text-xs text-slate-500">{t('form.privacy')}</p>
      </div>
    </form>
  );
};
