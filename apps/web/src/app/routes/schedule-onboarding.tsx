import { CalendarCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BookingWidget } from '@/features/booking/components/booking-widget';
import { safeWidgetUrl } from '@/features/booking/utils/widget-url';
import { ManageOnboardingCall } from '@/features/onboarding-call/components/manage-onboarding-call';
import { ScheduleOnboardingCall } from '@/features/onboarding-call/components/schedule-onboarding-call';
import { useAuth } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';

/** Members book with the widget from the settings when there is one (DESIGN §3), else with the first-party form. */
const MemberBooking = () => {
  const { t } = useTranslation('onboarding');
  const { data: settings, isPending } = usePublicSettings();
  if (isPending) return <Spinner label={t('call.loading')} />;
  const widgetUrl = safeWidgetUrl(settings?.bookingWidgetUrl);
  return widgetUrl ? <BookingWidget url={widgetUrl} /> : <ScheduleOnboardingCall />;
};

/**
 * /schedule-onboarding and /schedule-onboarding-call (spec §2): members only, everyone else is sent to /dashboard.
 * The link in the call's e-mails (`?manage=<token>`) opens the call without signing in.
 */
export const ScheduleOnboardingRoute = () => {
  const { t } = useTranslation('onboarding');
  const [searchParams] = useSearchParams();
  // Read after hydration, like every query parameter of a rendered page (decision 008).
  const [manageToken, setManageToken] = useState<string | null>(null);
  const [hasReadQuery, setHasReadQuery] = useState(false);
  useEffect(() => {
    setManageToken(searchParams.get('manage'));
    setHasReadQuery(true);
  }, [searchParams]);
  const { loading, user, isMember, hasTeamAccess } = useAuth();

  if (hasReadQuery && !manageToken && !loading && (!user || !(isMember || hasTeamAccess))) {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  return (
    <PageLayout>
      <section className="mx-auto w-full max-w-3xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <PageHeader icon={CalendarCheck} eyebrow={t('call.eyebrow')} title={t('call.title')} intro={t('call.intro')} />
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {!hasReadQuery || (loading && !manageToken) ? (
            <Spinner label={t('call.loading')} />
          ) : manageToken ? (
            <ManageOnboardingCall token={manageToken} />
          ) : (
            <MemberBooking />
          )}
        </div>
      </section>
    </PageLayout>
  );
};
