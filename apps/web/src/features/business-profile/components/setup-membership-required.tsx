import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * A signed-in person without their own membership: the wizard is the owner's (policy `paid-member`). A team member
 * follows the owner's progress on the dashboard instead; anyone else is pointed to the membership.
 */
export const SetupMembershipRequired = ({ hasTeamAccess }: { hasTeamAccess: boolean }) => {
  const { t } = useTranslation('business-profile');
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-4">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <ListChecks aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-xl font-semibold text-slate-900">{t('membershipRequired.title')}</h2>
        <p className="text-slate-700">{t(hasTeamAccess ? 'membershipRequired.teamText' : 'membershipRequired.text')}</p>
        <Link
          to={hasTeamAccess ? paths.dashboard.getHref() : paths.membershipPromo.getHref()}
          className={buttonClasses()}
        >
          {t(hasTeamAccess ? 'membershipRequired.dashboard' : 'membershipRequired.cta')}
        </Link>
      </CardContent>
    </Card>
  );
};
