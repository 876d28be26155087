import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * A signed-in person without their own active membership (issue 13 acceptance: "sees why on the page"): the server
 * answered 403 MEMBERSHIP_REQUIRED, whose generic text speaks of checkout, so the page says it in team terms.
 */
export const TeamMembershipRequired = () => {
  const { t } = useTranslation('team');
  const { hasTeamAccess } = useAuth();
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-4">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-xl font-semibold text-slate-900">{t('membershipRequired.title')}</h2>
        <p className="text-slate-700">{t('membershipRequired.description')}</p>
        {hasTeamAccess ? <p className="text-sm text-slate-600">{t('membershipRequired.teamAccess')}</p> : null}
        <Link to={paths.membershipPromo.getHref()} className={buttonClasses()}>
          {t('membershipRequired.cta')}
        </Link>
      </CardContent>
    </Card>
  );
};
