import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useCancelMyCall, useMyOnboardingCall, useRescheduleMyCall } from '../api/onboarding-calls';
import { OnboardingCallDetails } from './onboarding-call-details';
import { OnboardingCallForm } from './onboarding-call-form';

/** A member's onboarding call: the booking form, or the upcoming call with its reschedule and cancel actions. */
export const ScheduleOnboardingCall = () => {
  const { t } = useTranslation('onboarding');
  const mine = useMyOnboardingCall(true);
  const reschedule = useRescheduleMyCall();
  const cancel = useCancelMyCall();
  if (mine.isPending) return <Spinner label={t('call.loading')} />;
  if (mine.isError) return <p role="alert">{t('call.errors.network')}</p>;
  const call = mine.data.call;
  if (!call) return <OnboardingCallForm onBooked={() => void mine.refetch()} />;
  return (
    <OnboardingCallDetails
      call={call}
      onReschedule={(startsAt) => reschedule.mutateAsync(startsAt)}
      onCancel={() => cancel.mutateAsync()}
    />
  );
};
