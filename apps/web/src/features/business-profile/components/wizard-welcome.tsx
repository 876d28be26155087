import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** First-run welcome mode: what the three steps are for, Start, or Later (kept on the server). */
export const WizardWelcome = ({
  onStart,
  onLater,
  isBusy,
}: {
  onStart: () => void;
  onLater: () => void;
  isBusy: boolean;
}) => {
  const { t } = useTranslation('business-profile');
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-4">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-xl font-semibold text-slate-900">{t('welcome.title')}</h2>
        <p className="text-slate-700">{t('welcome.text')}</p>
        <ol className="list-decimal ps-5 text-sm text-slate-700">
          <li>{t('wizard.steps.business')}</li>
          <li>{t('wizard.steps.team')}</li>
          <li>{t('wizard.steps.compliance')}</li>
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onStart} disabled={isBusy}>
            {t('welcome.start')}
          </Button>
          <Button variant="outline" onClick={onLater} disabled={isBusy}>
            {t('welcome.later')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
};
