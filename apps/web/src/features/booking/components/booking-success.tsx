import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatBookedTime } from '../utils/booking-time';
import type { BookedDemo } from './booking-form';

/** Shown after a 201: the booked time in the visitor's zone and the confirmation e-mail notice. */
export const BookingSuccess = ({ booked, onBookAnother }: { booked: BookedDemo; onBookAnother: () => void }) => {
  const { t, i18n } = useTranslation('booking');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const when = formatBookedTime(booked.preferredAt, i18n.resolvedLanguage ?? i18n.language, booked.timeZone);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold ltr:tracking-tight text-slate-900 outline-none">
        {t('success.title')}
      </h3>
      <div className="grid gap-1">
        <p className="text-lg font-medium text-slate-800">{t('success.when', { when })}</p>
        <p className="text-sm text-slate-500">{t('success.timeZone', { timeZone: booked.timeZone })}</p>
      </div>
      <p className="flex max-w-md items-start gap-2 rounded-xl bg-primary-50 p-4 text-start text-sm text-primary-900">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('success.email', { email: booked.email })}</span>
      </p>
      <Button variant="ghost" onClick={onBookAnother}>
        {t('success.again')}
      </Button>
    </div>
  );
};
