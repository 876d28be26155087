import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useBusinessProfile } from '@/lib/business-profile';
import { SetupMembershipRequired } from './setup-membership-required';
import { SetupWizard } from './setup-wizard';

/** /setup and /ai-onboarding: the wizard once the owner's profile is loaded; why not, for anyone but an owner. */
export const SetupWizardPage = ({ teamStep }: { teamStep: ReactNode }) => {
  const { t } = useTranslation('business-profile');
  const { me } = useAuth();
  const isMember = me?.isMember ?? false;
  const profile = useBusinessProfile({ enabled: isMember });

  if (!me) return <Spinner label={t('wizard.loading')} showLabel />;
  const isRefused = profile.error instanceof ApiError && profile.error.code === 'MEMBERSHIP_REQUIRED';
  if (!isMember || isRefused) return <SetupMembershipRequired hasTeamAccess={me.hasTeamAccess} />;
  if (profile.isPending) return <Spinner label={t('wizard.loading')} showLabel />;
  if (profile.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('wizard.loadFailed')}
        </p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('wizard.retry')}
        </Button>
      </div>
    );
  }
  return <SetupWizard profile={profile.data} teamStep={teamStep} />;
};
