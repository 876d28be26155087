import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { usePublicSettings } from '@/lib/public-settings';
import { safeWidgetUrl } from '../utils/widget-url';
import type { BookedDemo } from './booking-form';
import { BookingSuccess } from './booking-success';
import { BookingWidget } from './booking-widget';

// The form brings react-hook-form and zod: loaded only when a booking form is actually shown.
const BookingForm = lazy(() => import('./booking-form').then((module) => ({ default: module.BookingForm })));

const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[30rem] items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
};

/** With a booking widget URL in the settings, the widget; otherwise the first-party form (DESIGN §3). */
export const BookingContent = () => {
  const { data: settings, isPending } = usePublicSettings();
  const [booked, setBooked] = useState<BookedDemo | null>(null);

  if (isPending) return <Loading />;
  const widgetUrl = safeWidgetUrl(settings?.bookingWidgetUrl);
  if (widgetUrl) return <BookingWidget url={widgetUrl} />;
  if (booked) return <BookingSuccess booked={booked} onBookAnother={() => setBooked(null)} />;
  return (
    <Suspense fallback={<Loading />}>
      <BookingForm onBooked={setBooked} />
    </Suspense>
  );
};
