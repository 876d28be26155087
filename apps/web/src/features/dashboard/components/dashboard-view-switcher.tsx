import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { useSharedTeams } from '@/lib/shared-teams';
import { useCurrentView } from '../hooks/use-current-view';
import { useDashboard } from '../hooks/use-dashboard';

const PERSONAL = 'personal';

/**
 * "Personal" or "<Owner name>'s team" (spec §2 dashboard context), for a user who belongs to someone's team. The
 * choice is kept across reloads by useDashboard; every dashboard page shows this control.
 */
export const DashboardViewSwitcher = () => {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const { me } = useAuth();
  const hasTeamAccess = me?.hasTeamAccess ?? false;
  const teams = useSharedTeams({ enabled: hasTeamAccess });
  const view = useCurrentView();
  const { showTeamView, showPersonalView } = useDashboard();

  if (!hasTeamAccess) return null;
  if (teams.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm text-slate-700">
        <p>{t('view.loadError')}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void teams.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!teams.data || view.kind === 'pending') return null;

  const choose = (value: string) => (value === PERSONAL ? showPersonalView() : showTeamView(value));
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('view.label')}</Label>
      <NativeSelect
        id={id}
        value={view.kind === 'team' ? view.team.ownerId : PERSONAL}
        onChange={(event) => choose(event.target.value)}
      >
        <option value={PERSONAL}>{t('view.personal')}</option>
        {teams.data.teams.map((team) => (
          <option key={team.ownerId} value={team.ownerId}>
            {t('view.team', { owner: team.ownerName })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
};
