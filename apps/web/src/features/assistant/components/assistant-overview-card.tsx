import { satisfiesPolicy } from '@receptiva/shared';
import { Bot, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardFooter, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** The overview's card for the assistant: a way in, or, without access, the way to learn how to get it. */
export const AssistantOverviewCard = () => {
  const { t } = useTranslation('assistant');
  const { me } = useAuth();
  const hasAccess = me ? satisfiesPolicy('assistant', me) : false;
  return (
    <Card className="flex flex-col">
      <div className="flex items-center gap-3 px-6 pt-6 sm:px-8 sm:pt-8">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100">
          <Bot aria-hidden="true" className="size-4" />
        </span>
        <CardTitle>{t('title')}</CardTitle>
      </div>
      <CardContent className="flex-1 pt-4 text-sm text-slate-700 sm:pt-4">
        {hasAccess ? t('card.text') : t('card.noAccess')}
      </CardContent>
      <CardFooter>
        <Link
          to={paths.dashboardAssistant.getHref()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {hasAccess ? t('card.link') : t('card.noAccessLink')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </CardFooter>
    </Card>
  );
};
