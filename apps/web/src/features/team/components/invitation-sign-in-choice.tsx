import type { InvitationPreview } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Signed out: create an account with the invited e-mail (fixed on the form) or sign in, both coming back here. The
 * likelier one leads: sign-in when the address already has an account.
 */
export const InvitationSignInChoice = ({ preview }: { preview: InvitationPreview }) => {
  const { t } = useTranslation('team');
  const { pathname, search } = useLocation();
  const next = `${pathname}${search}`;
  const signUp = (
    <Link
      key="sign-up"
      to={paths.auth.getHref({ mode: 'signup', email: preview.email, next })}
      className={buttonClasses({ variant: preview.hasAccount ? 'outline' : 'default', size: 'lg' })}
    >
      {t('invitation.createAccount')}
    </Link>
  );
  const signIn = (
    <Link
      key="sign-in"
      to={paths.auth.getHref({ email: preview.email, next })}
      className={buttonClasses({ variant: preview.hasAccount ? 'default' : 'outline', size: 'lg' })}
    >
      {t('invitation.signIn')}
    </Link>
  );
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">
        {t(preview.hasAccount ? 'invitation.signedOut.existingAccount' : 'invitation.signedOut.newAccount', {
          email: preview.email,
        })}
      </p>
      <div className="flex flex-wrap gap-2">{preview.hasAccount ? [signIn, signUp] : [signUp, signIn]}</div>
    </div>
  );
};
