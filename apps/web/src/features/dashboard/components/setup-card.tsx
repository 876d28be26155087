import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { OverviewCard } from './overview-card';

/**
 * The setup progress card (the onboarding issue fills in the progress). Personal: the user's own setup wizard. Team
 * view: the owner's AI receptionist, which the owner sets up, so there is no link into someone else's wizard.
 */
export const SetupCard = ({ ownerName }: { ownerName?: string }) => {
  const { t } = useTranslation('dashboard');
  if (ownerName) {
    return (
      <OverviewCard title={t('overview.setup.teamTitle', { owner: ownerName })} icon={ListChecks}>
        <p>{t('overview.setup.teamText', { owner: ownerName })}</p>
      </OverviewCard>
    );
  }
  return (
    <OverviewCard
      title={t('overview.setup.title')}
      icon={ListChecks}
      link={{ to: paths.setup.getHref(), label: t('overview.setup.link') }}
    >
      <p>{t('overview.setup.text')}</p>
    </OverviewCard>
  );
};
