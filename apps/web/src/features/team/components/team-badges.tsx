import type { TeamMemberStatus } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const statusTones: Record<TeamMemberStatus, string> = {
  invited: 'bg-amber-50 text-amber-800 ring-1 ring-amber-600/20',
  active: 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20',
  revoked: 'bg-slate-100 text-slate-600 ring-1 ring-slate-500/20',
};

/** Invited, active or revoked, in words (the colour only repeats them). */
export const TeamStatusBadge = ({ status }: { status: TeamMemberStatus }) => {
  const { t } = useTranslation('team');
  return <span className={cn(badge, statusTones[status])}>{t(`status.${status}`)}</span>;
};

/** Whether a member has an access, as Yes or No. */
export const AccessBadge = ({ on }: { on: boolean }) => {
  const { t } = useTranslation('team');
  return (
    <span className={cn(badge, on ? 'bg-primary-50 text-primary-700' : 'bg-slate-100 text-slate-600')}>
      {t(on ? 'access.yes' : 'access.no')}
    </span>
  );
};

/** A role in the page's language; a role this version does not know is shown as stored. */
export const useRoleLabel = () => {
  const { t } = useTranslation('team');
  return (role: string) => (role === 'agent' || role === 'manager' || role === 'viewer' ? t(`roles.${role}`) : role);
};
