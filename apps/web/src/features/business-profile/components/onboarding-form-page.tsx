import { EMPTY_BUSINESS_DETAILS } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useOnboardingPrefill } from '../api/onboarding-form';
import { OnboardingForm } from './onboarding-form';

/** /onboarding-form: signed in, the form starts from the profile (reopen and edit any time); else as a guest. */
export const OnboardingFormPage = () => {
  const { t } = useTranslation('business-profile');
  const { me, loading } = useAuth();
  const prefill = useOnboardingPrefill({ enabled: me != null });
  if (loading || (me && prefill.isPending)) return <Spinner label={t('wizard.loading')} showLabel />;
  // A failed prefill still lets a signed-in person fill the form in (the server saves it to their profile).
  const empty = { contactName: '', business: null, details: EMPTY_BUSINESS_DETAILS, compliance: null, notes: '' };
  const start = me ? (prefill.data ?? { ...empty, email: me.user.email, lastSubmittedAt: null }) : null;
  return <OnboardingForm prefill={start} />;
};
