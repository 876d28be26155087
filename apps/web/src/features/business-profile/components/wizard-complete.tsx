import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** After "Finish setup": the profile is complete; what happens next, and the way back to the dashboard. */
export const WizardComplete = ({ onEdit }: { onEdit: () => void }) => {
  const { t } = useTranslation('business-profile');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-4">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          {t('complete.title')}
        </h2>
        <p className="text-slate-700">{t('complete.text')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.dashboard.getHref()} className={buttonClasses()}>
            {t('complete.dashboard')}
          </Link>
          <button type="button" onClick={onEdit} className={buttonClasses({ variant: 'outline' })}>
            {t('complete.edit')}
          </button>
        </div>
      </CardContent>
    </Card>
  );
};
