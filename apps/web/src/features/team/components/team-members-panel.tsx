import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useTeamMembers } from '../api/get-team-members';
import { AddTeamMemberDialog } from './add-team-member-dialog';
import { TeamAuditTrail } from './team-audit-trail';
import { TeamMembersTable } from './team-members-table';
import { TeamMembershipRequired } from './team-membership-required';

/** The owner's own team (personal view): the list with its actions, the count against the limit, the audit trail. */
export const TeamMembersPanel = () => {
  const { t } = useTranslation('team');
  const team = useTeamMembers();

  if (team.isPending) return <Spinner label={t('loading')} showLabel />;
  if (team.isError) {
    const { error } = team;
    if (error instanceof ApiError && error.code === 'MEMBERSHIP_REQUIRED') {
      return <TeamMembershipRequired />;
    }
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('loadFailed')}
        </p>
        <Button variant="outline" onClick={() => void team.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { members, limit } = team.data;
  return (
    <>
      <section aria-labelledby="team-members-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="team-members-heading" className="text-xl font-semibold text-slate-900">
              {t('list.heading')}
            </h2>
            <p className="text-sm text-slate-600" data-testid="team-count">
              {t('count', { count: members.length, limit })}
            </p>
          </div>
          <AddTeamMemberDialog />
        </div>
        {members.length === 0 ? (
          <div className="grid gap-1 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
            <p className="font-semibold text-slate-900">{t('list.emptyTitle')}</p>
            <p className="text-sm text-slate-600">{t('list.emptyDescription')}</p>
          </div>
        ) : (
          <TeamMembersTable members={members} />
        )}
      </section>
      <TeamAuditTrail />
    </>
  );
};
