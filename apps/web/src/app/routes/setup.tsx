import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { SetupWizardPage } from '@/features/business-profile/components/setup-wizard-page';
import { useTeamMembers } from '@/features/team/api/get-team-members';
import { AddTeamMemberDialog } from '@/features/team/components/add-team-member-dialog';
import { TeamMembersTable } from '@/features/team/components/team-members-table';

/** The wizard's Team Members step: the team page's own add dialog and list, with its rules and notices. */
const WizardTeamMembers = () => {
  const { t } = useTranslation('team');
  const team = useTeamMembers();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="team-count">
          {team.data ? t('count', { count: team.data.members.length, limit: team.data.limit }) : null}
        </p>
        <AddTeamMemberDialog />
      </div>
      {team.isPending ? <Spinner label={t('loading')} showLabel /> : null}
      {team.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('loadFailed')}
        </p>
      ) : null}
      {team.data && team.data.members.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {t('list.emptyDescription')}
        </p>
      ) : null}
      {team.data && team.data.members.length > 0 ? <TeamMembersTable members={team.data.members} /> : null}
    </div>
  );
};

/** /setup and /ai-onboarding (spec §2: the same wizard, signed in). */
export const SetupRoute = () => (
  <PageLayout>
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <SetupWizardPage teamStep={<WizardTeamMembers />} />
    </div>
  </PageLayout>
);
