import { DIY_STEPS } from '@receptiva/shared';
import { ChevronRight, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardFooter, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDiyProgress } from '../api/diy-progress';

/** Dashboard overview: "DIY setup: 3 of 7 steps", linking to the guide (at the first open step). */
export const DiyProgressCard = () => {
  const { t } = useTranslation('onboarding');
  const { completed, isReady } = useDiyProgress();
  const next = DIY_STEPS.find((step) => !completed.has(step.id));
  return (
    <Card className="flex flex-col">
      <div className="flex items-center gap-3 px-6 pt-6 sm:px-8 sm:pt-8">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100">
          <ListChecks aria-hidden="true" className="size-4" />
        </span>
        <CardTitle>{t('diy.card.title')}</CardTitle>
      </div>
      <CardContent className="flex-1 pt-4 text-sm text-slate-700 sm:pt-4">
        <p data-testid="diy-progress-card">
          {isReady
            ? t('diy.card.progress', { done: completed.size, total: DIY_STEPS.length })
            : t('diy.loadingProgress')}
        </p>
      </CardContent>
      <CardFooter>
        <Link
          to={next ? `${paths.diyOnboarding.getHref()}#${next.anchor}` : paths.diyOnboarding.getHref()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {completed.size === 0 ? t('diy.card.start') : next ? t('diy.card.continue') : t('diy.card.review')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </CardFooter>
    </Card>
  );
};
