import { ArrowRight, Check, CircleCheck, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandName } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useNumberFormat } from '../hooks/use-number-format';
import { MARKETING_FIGURES, MEMBERSHIP_PRICES_CENTS, RECEPTIONIST_SALARY_CENTS } from '../utils/marketing-figures';

const INCLUDED = ['agent', 'crm', 'discount', 'calls', 'support', 'integrations'] as const;

/**
 * Members see 'Already a Member' (spec §2, §6); everyone else goes to /membership-promo, or gets the page's own
 * action (the /pricing page's consent dialog and checkout).
 */
const MembershipAction = ({ nonMemberAction }: { nonMemberAction?: ReactNode }) => {
  const { t } = useTranslation('home');
  const { isMember } = useAuth();
  if (isMember) {
    return (
      <div className="grid gap-2">
        <Button size="lg" variant="unstyled" disabled className="w-full bg-white/15 text-white">
          <CircleCheck aria-hidden="true" />
          {t('pricing.alreadyMember')}
        </Button>
        <p className="text-center text-sm text-primary-100">{t('pricing.memberNote')}</p>
      </div>
    );
  }
  if (nonMemberAction) return nonMemberAction;
  return (
    <Link
      to={paths.membershipPromo.getHref()}
      className={buttonClasses({ size: 'lg', variant: 'onBrandFlat', className: 'w-full' })}
    >
      {t('pricing.cta')}
      <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
    </Link>
  );
};

/** Spec §2 pricing card: $6,497 a year, $1,000 setup, $497/month, and the six 'What's included' items. */
export const PricingSection = ({ nonMemberAction }: { nonMemberAction?: ReactNode } = {}) => {
  const { t } = useTranslation('home');
  const brand = useBrandName();
  const format = useNumberFormat();
  const included = {
    percent: format.percent(MARKETING_FIGURES.marketplaceDiscount),
    apps: format.integer(MARKETING_FIGURES.integrations),
  };

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle', { salary: format.usd(RECEPTIONIST_SALARY_CENTS) })}
        />

        <div className="mx-auto mt-14 grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-primary-900/10 ring-slate-200 lg:grid-cols-5">
          <div className="relative isolate flex flex-col gap-6 bg-gradient-to-br from-primary-700 via-primary-600 to-violet-700 p-8 text-white sm:p-10 lg:col-span-2">
            <div>
              <h3 className="text-lg font-semibold">{t('pricing.planName', { brand })}</h3>
              <p className="mt-1 text-sm text-pretty text-primary-100">{t('pricing.planTagline')}</p>
            </div>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-5xl font-extrabold ltr:tracking-tight">
                {format.usd(MEMBERSHIP_PRICES_CENTS.annual)}
              </span>
              <span className="text-lg text-primary-100">{t('pricing.perYear')}</span>
            </p>
            <dl className="grid gap-3 rounded-2xl bg-white/10 p-4 text-sm ring-1 ring-white/20">
              <div className="flex items-start justify-between gap-4">
                <dt>
                  <span className="font-semibold">{t('pricing.setup')}</span>
                  <span className="block text-primary-100">{t('pricing.setupNote')}</span>
                </dt>
                <dd className="text-base font-bold">{format.usd(MEMBERSHIP_PRICES_CENTS.setup)}</dd>
              </div>
              <div className="flex items-start justify-between gap-4 border-t border-white/20 pt-3">
                <dt>
                  <span className="font-semibold">{t('pricing.monthly')}</span>
                  <span className="block text-primary-100">{t('pricing.monthlyNote')}</span>
                </dt>
                <dd className="text-base font-bold">
                  {t('pricing.monthlyValue', { price: format.usd(MEMBERSHIP_PRICES_CENTS.monthly) })}
                </dd>
              </div>
            </dl>
            <p className="text-sm text-primary-100">{t('pricing.commitment')}</p>
            <div className="mt-auto">
              <MembershipAction nonMemberAction={nonMemberAction} />
            </div>
          </div>

          <div className="flex flex-col gap-8 p-8 sm:p-10 lg:col-span-3">
            <h3 className="text-lg font-semibold text-slate-900">{t('pricing.includedTitle')}</h3>
            <ul className="-mt-2 grid gap-4 sm:grid-cols-2">
              {INCLUDED.map((key) => (
                <li key={key} className="flex gap-3">
                  <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                  <span className="text-pretty text-slate-700">{t(`pricing.included.${key}`, included)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-auto flex gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-pretty text-emerald-900 ring-1 ring-emerald-100">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              {t('pricing.guaranteeNote')}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
};
