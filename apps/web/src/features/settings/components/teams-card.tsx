import type { SharedTeam } from '@receptiva/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-notice';
import { Spinner } from '@/components/ui/spinner';
import { useSharedTeams } from '@/lib/shared-teams';
import { useLeaveTeam } from '../api/leave-team';
import { useFailureText } from '../hooks/use-failure-text';
import { useSettingsNotice } from '../hooks/use-settings-notice';
import { LeaveTeamDialog } from './leave-team-dialog';
import { LoadFailure } from './load-failure';
import { SettingsSection } from './settings-section';

interface TeamsCardProps {
  /** The person is on at least one team (`/api/me` hasTeamAccess): otherwise the section is not shown. */
  hasTeamAccess: boolean;
  /** After leaving: the page leaves that team's view if it was the one shown. */
  onLeft?: (ownerId: string) => void;
}

/** The teams the person belongs to, each with its owner and a "Leave team" that asks first. */
export const TeamsCard = ({ hasTeamAccess, onLeft }: TeamsCardProps) => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify } = useSettingsNotice();
  const teams = useSharedTeams({ enabled: hasTeamAccess });
  const leave = useLeaveTeam();
  const [leaving, setLeaving] = useState<SharedTeam | null>(null);
  // The "Leave team" button that opened the dialog; once that team is left, the section's heading instead.
  const opener = useRef<HTMLElement | null>(null);

  if (!hasTeamAccess) return null;
  if (teams.data && teams.data.teams.length === 0 && !notice) return null;

  const confirm = () => {
    if (!leaving) return;
    const team = leaving;
    leave.mutate(team.teamMemberId, {
      onSuccess: () => {
        opener.current = document.getElementById('settings-teams-heading');
        setLeaving(null);
        notify('success', t('teams.left', { owner: team.ownerName }));
        onLeft?.(team.ownerId);
      },
    });
  };

  let body = <Spinner label={t('loading')} />;
  if (teams.isError) body = <LoadFailure onRetry={() => void teams.refetch()} />;
  else if (teams.data) {
    body = (
      <ul className="grid gap-3">
        {teams.data.teams.map((team) => (
          <li
            key={team.teamMemberId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
          >
            <div className="grid gap-0.5">
              <p className="font-semibold text-slate-900">{t('teams.teamName', { owner: team.ownerName })}</p>
              <p className="text-sm text-slate-600">
                {t('teams.role', { role: t(`teams.roles.${team.role}`, { defaultValue: team.role }) })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={(event) => {
                opener.current = event.currentTarget;
                leave.reset();
                setLeaving(team);
              }}
            >
              {t('teams.leave')}
              <HiddenContext>{t('teams.teamName', { owner: team.ownerName })}</HiddenContext>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SettingsSection id="teams" title={t('teams.heading')} description={t('teams.description')}>
      {body}
      <FormNotice notice={notice} />
      <LeaveTeamDialog
        ownerName={leaving?.ownerName ?? null}
        onOpenChange={(open) => !open && setLeaving(null)}
        onConfirm={confirm}
        isWorking={leave.isPending}
        error={leave.error ? t('teams.leaveFailed', { message: failureText(leave.error) }) : null}
        returnFocusTo={() => opener.current}
      />
    </SettingsSection>
  );
};
