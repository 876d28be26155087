import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

interface InvitationMismatchProps {
  invitedEmail: string;
  currentEmail: string;
}

/** Signed in as someone else: the invitation cannot be accepted from this account; signing out comes back here. */
export const InvitationMismatch = ({ invitedEmail, currentEmail }: InvitationMismatchProps) => {
  const { t } = useTranslation('team');
  const { signOut } = useAuth();
  const { pathname, search } = useLocation();
  const [isSigningOut, setSigningOut] = useState(false);
  const leave = async () => {
    setSigningOut(true);
    await signOut({ returnTo: `${pathname}${search}` });
  };
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 className="font-semibold text-amber-950">{t('invitation.mismatch.title')}</h2>
      <p className="text-sm text-amber-950">
        {t('invitation.mismatch.description', { email: invitedEmail, current: currentEmail })}
      </p>
      <Button variant="outline" onClick={() => void leave()} disabled={isSigningOut}>
        <LogOut aria-hidden="true" className="rtl:rotate-180" />
        {t(isSigningOut ? 'invitation.mismatch.signingOut' : 'invitation.mismatch.signOut')}
      </Button>
    </div>
  );
};
