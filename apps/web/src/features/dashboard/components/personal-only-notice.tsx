import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDashboard } from '../hooks/use-dashboard';

interface PersonalOnlyNoticeProps {
  section: 'billing' | 'orders';
  ownerName: string;
}

/** In the team view, in place of what belongs to each account: the owner's billing and orders are never shared. */
export const PersonalOnlyNotice = ({ section, ownerName }: PersonalOnlyNoticeProps) => {
  const { t } = useTranslation('dashboard');
  const { showPersonalView } = useDashboard();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(`personalOnly.${section}.title`)}</CardTitle>
        <CardDescription>{t(`personalOnly.${section}.text`, { owner: ownerName })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={showPersonalView}>
          <UserRound aria-hidden="true" />
          {t('personalOnly.switch')}
        </Button>
      </CardContent>
    </Card>
  );
};
