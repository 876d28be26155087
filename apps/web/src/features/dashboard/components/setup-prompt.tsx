import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useBusinessProfile, useDeferSetup } from '@/lib/business-profile';

/**
 * First-run welcome mode on the dashboard: until the owner finishes the setup or chooses "Later" (kept on the
 * server), the overview leads with the way into the wizard.
 */
export const SetupPrompt = () => {
  const { t } = useTranslation('business-profile');
  const { me } = useAuth();
  const profile = useBusinessProfile({ enabled: me?.isMember ?? false });
  const defer = useDeferSetup();
  const wizard = profile.data?.wizard;
  if (!wizard || wizard.status === 'completed' || wizard.isDeferred) return null;
  return (
    <section
      aria-labelledby="setup-prompt-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary-200 bg-primary-50 p-5"
    >
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
        <div className="grid gap-1">
          <h2 id="setup-prompt-heading" className="font-semibold text-slate-900">
            {t('card.promptTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('card.promptText')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.setup.getHref()} className={buttonClasses()}>
          {t('card.continue')}
        </Link>
        <Button variant="outline" disabled={defer.isPending} onClick={() => defer.mutate()}>
          {t('card.later')}
        </Button>
      </div>
    </section>
  );
};
