import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** No membership, or one that has ended: what membership gives and the way to it. */
export const BillingJoinCard = ({ hasEnded }: { hasEnded: boolean }) => {
  const { t } = useTranslation('billing');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(hasEnded ? 'join.endedHeading' : 'join.heading')}</CardTitle>
        <CardDescription>{t('join.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={paths.membershipPromo.getHref()} className={buttonClasses({ className: 'w-fit' })}>
          {t(hasEnded ? 'join.rejoin' : 'join.action')}
        </Link>
      </CardContent>
    </Card>
  );
};
