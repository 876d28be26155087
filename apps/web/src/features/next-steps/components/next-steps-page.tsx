import { CircleCheck, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandName } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { NextStepsHelp } from './next-steps-help';
import { NextStepsList } from './next-steps-list';

export type NextStepsVariant = 'success' | 'followUp';

/**
 * /success (just joined) and /follow-up (coming back to finish): the same three next steps under their own heading;
 * the follow-up page also offers the do-it-yourself guide. Nothing depends on the session, so the server renders it.
 */
export const NextStepsPage = ({ variant }: { variant: NextStepsVariant }) => {
  const { t } = useTranslation('next-steps');
  const brand = useBrandName();
  const Icon = variant === 'success' ? CircleCheck : Compass;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:px-8">
      <header className="grid max-w-3xl gap-4">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
          <Icon aria-hidden="true" className="size-3.5" />
          {t(`${variant}.eyebrow`)}
        </span>
        <h1 className="text-3xl font-bold text-balance text-slate-900 ltr:tracking-tight sm:text-5xl">
          {t(`${variant}.title`)}
        </h1>
        <p className="text-lg text-pretty text-slate-600">{t(`${variant}.intro`, { brand })}</p>
      </header>
      <NextStepsList />
      {variant === 'followUp' ? (
        <p className="text-slate-700">
          {t('followUp.diyPrompt')}{' '}
          <Link
            to={paths.diyOnboarding.getHref()}
            className="font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-800"
          >
            {t('followUp.diyLink')}
          </Link>
        </p>
      ) : null}
      <NextStepsHelp />
    </div>
  );
};
