import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useTeam } from '../api/get-team';
import { OverviewCard } from './overview-card';

const TeamSize = () => {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data, isPending, isError, refetch } = useTeam();
  if (isPending) return <Spinner label={t('common:loading')} />;
  if (isError) {
    return (
      <div role="alert" className="grid gap-2">
        <p>{t('overview.team.loadError')}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  // A revoked row keeps its history but holds no place on the team.
  const count = data.members.filter((member) => member.status !== 'revoked').length;
  return (
    <dl className="grid gap-1">
      <dt className="text-slate-600">{t('overview.team.size')}</dt>
      <dd className="text-3xl font-bold text-slate-900 tabular-nums">{count}</dd>
      <dd className="text-slate-600">{t('overview.team.places', { count, limit: data.limit })}</dd>
    </dl>
  );
};

/** The owner's team size; a user without membership learns that a team comes with it. */
export const TeamSizeCard = () => {
  const { t } = useTranslation('dashboard');
  const { isMember } = useAuth();
  return (
    <OverviewCard
      title={t('overview.team.title')}
      icon={UsersRound}
      link={isMember ? { to: paths.dashboardTeam.getHref(), label: t('overview.team.link') } : undefined}
    >
      {isMember ? (
        <TeamSize />
      ) : (
        <div className="grid gap-3">
          <p>{t('overview.team.memberOnly')}</p>
          <Link
            to={paths.membershipPromo.getHref()}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-fit' })}
          >
            {t('overview.team.join')}
          </Link>
        </div>
      )}
    </OverviewCard>
  );
};
