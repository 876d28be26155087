import { CircleUserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';

/** Who is signed in to the back office: their name (or e-mail when they gave none) and e-mail. */
export const AdminIdentity = () => {
  const { t } = useTranslation('admin');
  const { me } = useAuth();
  if (!me) return null;
  const profile = me.profile;
  const fullName = profile?.fullName?.trim() || [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 items-center gap-2">
      <CircleUserRound aria-hidden="true" className="size-8 shrink-0 text-slate-400" />
      <p className="grid min-w-0 text-sm leading-tight">
        <span className="sr-only">{t('identity.label')}: </span>
        <span className="truncate font-semibold text-slate-900" dir="auto">
          {fullName || me.user.email}
        </span>
        {fullName ? (
          <span className="truncate text-slate-600" dir="ltr">
            {me.user.email}
          </span>
        ) : null}
      </p>
    </div>
  );
};
