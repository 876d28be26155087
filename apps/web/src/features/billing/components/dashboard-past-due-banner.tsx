import { useAuth } from '@/lib/auth';
import { PastDueNotice } from './past-due-notice';

/** The dashboard's banner while the signed-in member's renewal is past due (from `/api/session`). */
export const DashboardPastDueBanner = () => {
  const { me } = useAuth();
  if (me?.membershipState !== 'past_due') return null;
  return <PastDueNotice graceEndsAt={me.membershipGraceEndsAt} linkToBilling />;
};
