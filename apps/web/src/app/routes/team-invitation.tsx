import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/dashboard/hooks/use-dashboard';
import { TeamInvitation } from '@/features/team/components/team-invitation';

/**
 * /team-invitation?token=… (issue 13 point 4), public and rendered in the browser only (`noindex`, like /auth: the
 * link is a secret). Accepting opens the dashboard in the owner's team view.
 */
export const TeamInvitationRoute = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showTeamView } = useDashboard();
  const onAccepted = (ownerId: string) => {
    showTeamView(ownerId);
    navigate(paths.dashboard.getHref());
  };
  return (
    <PageLayout>
      <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-primary-50/70 via-slate-50 to-slate-50 px-4 py-8 sm:py-14">
        <div className="grid w-full max-w-xl">
          <TeamInvitation token={searchParams.get('token')} onAccepted={onAccepted} />
        </div>
      </div>
    </PageLayout>
  );
};
