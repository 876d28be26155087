import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useCancelByLink, useManagedCall, useRescheduleByLink } from '../api/onboarding-calls';
import { OnboardingCallDetails } from './onboarding-call-details';

/** The call an e-mailed link names, movable and cancellable without signing in. */
export const ManageOnboardingCall = ({ token }: { token: string }) => {
  const { t } = useTranslation('onboarding');
  const call = useManagedCall(token);
  const reschedule = useRescheduleByLink(token);
  const cancel = useCancelByLink(token);
  if (call.isPending) return <Spinner label={t('call.loading')} />;
  if (call.isError) return <p role="alert">{t('call.errors.invalidLink')}</p>;
  return (
    <OnboardingCallDetails
      call={reschedule.data ?? cancel.data ?? call.data}
      onReschedule={async (startsAt) => {
        await reschedule.mutateAsync(startsAt);
        await call.refetch();
      }}
      onCancel={async () => {
        await cancel.mutateAsync();
        await call.refetch();
      }}
    />
  );
};
