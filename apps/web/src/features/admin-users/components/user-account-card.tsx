import type { AdminUserDetail } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AdminUserChange } from '../api/change-admin-user';

interface UserAccountCardProps {
  user: AdminUserDetail;
  onChange: (change: AdminUserChange) => void;
}

/** Sign out everywhere, send a password reset, and (for an unconfirmed address) resend the confirmation. */
export const UserAccountCard = ({ user, onChange }: UserAccountCardProps) => {
  const { t } = useTranslation('admin-users');
  return (
    <section aria-labelledby="user-account" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="user-account" className="text-lg font-semibold text-slate-900">
        {t('accountCard.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onChange({ kind: 'accountAction', action: 'revoke-sessions' })}>
          {t('accountCard.revokeSessions')}
        </Button>
        <Button variant="outline" onClick={() => onChange({ kind: 'accountAction', action: 'send-password-reset' })}>
          {t('accountCard.sendPasswordReset')}
        </Button>
        {user.profile.emailVerified ? null : (
          <Button variant="outline" onClick={() => onChange({ kind: 'accountAction', action: 'resend-confirmation' })}>
            {t('accountCard.resendConfirmation')}
          </Button>
        )}
      </div>
    </section>
  );
};
