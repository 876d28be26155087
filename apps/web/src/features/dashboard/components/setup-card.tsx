import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useBusinessProfile, useSharedBusinessProfile } from '@/lib/business-profile';
import { OverviewCard } from './overview-card';
import { SetupProgress } from './setup-progress';

/** Team view: the owner's setup progress, read-only (the owner sets up the AI receptionist, not the team). */
const TeamSetupCard = ({ ownerId, ownerName }: { ownerId: string; ownerName: string }) => {
  const { t } = useTranslation(['dashboard', 'business-profile']);
  const shared = useSharedBusinessProfile(ownerId);
  const wizard = shared.data?.wizard;
  return (
    <OverviewCard title={t('overview.setup.teamTitle', { owner: ownerName })} icon={ListChecks}>
      {wizard?.status === 'completed' ? (
        <p>{t('business-profile:card.teamComplete', { owner: ownerName })}</p>
      ) : wizard ? (
        <SetupProgress wizard={wizard} owner={ownerName} />
      ) : (
        <p>{t('overview.setup.teamText', { owner: ownerName })}</p>
      )}
    </OverviewCard>
  );
};

/** Personal view: the owner's own setup wizard, with what is missing, or complete with a way to edit the profile. */
const OwnSetupCard = () => {
  const { t } = useTranslation(['dashboard', 'business-profile']);
  const { me } = useAuth();
  const profile = useBusinessProfile({ enabled: me?.isMember ?? false });
  const wizard = profile.data?.wizard;
  if (wizard?.status === 'completed') {
    return (
      <OverviewCard
        title={t('business-profile:card.completeTitle')}
        icon={ListChecks}
        link={{ to: `${paths.setup.getHref()}?step=business`, label: t('business-profile:card.edit') }}
      >
        <p>{t('business-profile:card.completeText')}</p>
      </OverviewCard>
    );
  }
  const label = wizard?.status === 'in_progress' ? t('business-profile:card.continue') : t('overview.setup.link');
  return (
    <OverviewCard title={t('overview.setup.title')} icon={ListChecks} link={{ to: paths.setup.getHref(), label }}>
      <div className="grid gap-3">
        <p>{t('overview.setup.text')}</p>
        {wizard ? <SetupProgress wizard={wizard} /> : null}
      </div>
    </OverviewCard>
  );
};

/**
 * The setup progress card (spec §4: in progress → completed). Personal: the user's own wizard. Team view: the owner's
 * progress, read-only, with no link into someone else's wizard.
 */
export const SetupCard = ({ owner }: { owner?: { id: string; name: string } }) =>
  owner ? <TeamSetupCard ownerId={owner.id} ownerName={owner.name} /> : <OwnSetupCard />;
