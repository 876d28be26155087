import { CalendarClock, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardFooter, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useMyOnboardingCall } from '../api/onboarding-calls';
import { customerTimeZone, formatCallTime } from '../utils/slot-days';

/** Dashboard overview: the member's upcoming onboarding call, with the way to move or cancel it, or to book one. */
export const OnboardingCallCard = () => {
  const { t, i18n } = useTranslation('onboarding');
  const { isMember, hasTeamAccess } = useAuth();
  const canBook = isMember || hasTeamAccess;
  const mine = useMyOnboardingCall(canBook);
  const [timeZone] = useState(customerTimeZone);
  const id = useId();
  if (!canBook) return null;
  const call = mine.data?.call ?? null;
  return (
    <Card className="flex flex-col">
      <div className="flex items-center gap-3 px-6 pt-6 sm:px-8 sm:pt-8">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100">
          <CalendarClock aria-hidden="true" className="size-4" />
        </span>
        <CardTitle id={`${id}-title`}>{t('call.card.title')}</CardTitle>
      </div>
      <CardContent className="flex-1 pt-4 text-sm text-slate-700 sm:pt-4" data-testid="onboarding-call-card">
        {call
          ? t('call.card.booked', {
              time: formatCallTime(call.startsAt, i18n.resolvedLanguage ?? i18n.language, timeZone),
            })
          : t('call.card.none')}
      </CardContent>
      <CardFooter>
        <Link
          to={paths.scheduleOnboarding.getHref()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {call ? t('call.card.manage') : t('call.card.book')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </CardFooter>
    </Card>
  );
};
