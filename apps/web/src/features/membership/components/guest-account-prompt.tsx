import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * A guest's paid membership is nobody's until an account confirms its e-mail (decision 023): instead of "go to your
 * dashboard", the payer creates the account with that e-mail prefilled, or signs in to the one they have.
 */
export const GuestAccountPrompt = ({ email }: { email: string }) => {
  const { t } = useTranslation('membership');
  return (
    <div className="grid gap-4 rounded-2xl bg-primary-50 p-6 ring-1 ring-primary-200">
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <UserPlus aria-hidden="true" className="size-6 text-primary-700" />
        {t('guestSuccess.title')}
      </h3>
      <p className="text-slate-700">{t('guestSuccess.text', { email })}</p>
      <p className="text-sm text-slate-600">{t('guestSuccess.note')}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={paths.auth.getHref({ mode: 'signup', email })}
          className={buttonClasses({ size: 'lg', className: 'w-fit' })}
        >
          {t('guestSuccess.createAccount')}
        </Link>
        <Link
          to={paths.auth.getHref({ email })}
          className={buttonClasses({ size: 'lg', variant: 'outline', className: 'w-fit' })}
        >
          {t('guestSuccess.signIn')}
        </Link>
      </div>
    </div>
  );
};
