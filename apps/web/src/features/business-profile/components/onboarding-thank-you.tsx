import { BookOpen, CalendarCheck, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** /onboarding-thank-you: what happens next, the onboarding call, the DIY guide, and editing the answers. */
export const OnboardingThankYou = () => {
  const { t } = useTranslation('business-profile');
  const { me } = useAuth();
  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('thankYou.title')}</h1>
        <p className="text-lg text-slate-700">{t('thankYou.text')}</p>
      </div>
      <section aria-labelledby="thank-you-next" className="grid gap-3">
        <h2 id="thank-you-next" className="text-xl font-semibold text-slate-900">
          {t('thankYou.nextHeading')}
        </h2>
        <ol className="list-decimal grid gap-1 ps-5 text-slate-700">
          <li>{t('thankYou.step1')}</li>
          <li>{t('thankYou.step2')}</li>
          <li>{t('thankYou.step3')}</li>
        </ol>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <CalendarCheck aria-hidden="true" className="size-6 text-primary-700" />
            <h2 className="text-lg font-semibold text-slate-900">{t('thankYou.callHeading')}</h2>
            <p className="text-sm text-slate-700">{t('thankYou.callText')}</p>
            <Link to={paths.scheduleOnboarding.getHref()} className={buttonClasses()}>
              {t('thankYou.callCta')}
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <BookOpen aria-hidden="true" className="size-6 text-primary-700" />
            <h2 className="text-lg font-semibold text-slate-900">{t('thankYou.diyHeading')}</h2>
            <p className="text-sm text-slate-700">{t('thankYou.diyText')}</p>
            <Link to={paths.diyOnboarding.getHref()} className={buttonClasses({ variant: 'outline' })}>
              {t('thankYou.diyCta')}
            </Link>
          </CardContent>
        </Card>
      </div>
      {me ? (
        <Link to={paths.onboardingForm.getHref()} className="w-fit font-medium text-primary-700 underline">
          {t('thankYou.edit')}
        </Link>
      ) : null}
    </div>
  );
};
