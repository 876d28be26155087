import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * For someone without the assistant: what it is, and how to get it. A team member asks their account owner (who
 * turns on AI-assistant access per person, spec §6); anyone else gets a membership.
 */
export const AssistantAccessNotice = ({ isTeamMember }: { isTeamMember: boolean }) => {
  const { t } = useTranslation('assistant');
  return (
    <Card className="grid max-w-2xl gap-3 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t('access.title')}</h2>
      </div>
      <p className="text-sm text-slate-700">{t('access.what')}</p>
      {isTeamMember ? (
        <p className="text-sm text-slate-700">{t('access.teamMember')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('access.owner')}</p>
          <div>
            <Link to={paths.pricing.getHref()} className={buttonClasses({})}>
              {t('access.ownerCta')}
            </Link>
          </div>
        </>
      )}
    </Card>
  );
};
