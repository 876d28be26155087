import type { AdminUserDetail } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AdminUserChange } from '../api/change-admin-user';

interface UserRolesCardProps {
  user: AdminUserDetail;
  onChange: (change: AdminUserChange) => void;
}

/** Grant or revoke staff (`member`) and admin. The ADMIN_EMAIL account's admin button stays: the server explains. */
export const UserRolesCard = ({ user, onChange }: UserRolesCardProps) => {
  const { t } = useTranslation('admin-users');
  const isStaff = user.roles.includes('member');
  const isAdmin = user.roles.includes('admin') || user.isBootstrapAdmin;
  return (
    <section aria-labelledby="user-roles" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="user-roles" className="text-lg font-semibold text-slate-900">
        {t('roleCard.title')}
      </h2>
      <p className="text-slate-700">{t('roleCard.current', { role: t(`roles.${user.profile.role}`) })}</p>
      {user.isBootstrapAdmin ? <p className="text-sm text-slate-600">{t('roleCard.bootstrap')}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => onChange({ kind: isStaff ? 'revokeRole' : 'grantRole', role: 'member' })}
        >
          {isStaff ? t('roleCard.revokeStaff') : t('roleCard.grantStaff')}
        </Button>
        <Button
          variant="outline"
          onClick={() => onChange({ kind: isAdmin ? 'revokeRole' : 'grantRole', role: 'admin' })}
        >
          {isAdmin ? t('roleCard.revokeAdmin') : t('roleCard.grantAdmin')}
        </Button>
      </div>
    </section>
  );
};
