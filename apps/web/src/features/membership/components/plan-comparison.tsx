import { MEMBERSHIP_PRICES } from '@receptiva/shared';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { cn } from '@/lib/cn';

/** Spec §9: Basic $97/month. */
const BASIC_MONTHLY_CENTS = 9_700;

const PLANS = [
  {
    key: 'basic',
    name: 'promo.compare.basic.name',
    monthlyCents: BASIC_MONTHLY_CENTS,
    features: [
      'promo.compare.basic.trial',
      'promo.compare.basic.noCard',
      'promo.compare.basic.noSetup',
      'promo.compare.basic.cancel',
    ],
  },
  {
    key: 'pro',
    name: 'promo.compare.pro.name',
    monthlyCents: MEMBERSHIP_PRICES.monthlyCents,
    features: [
      'promo.compare.pro.setup',
      'promo.compare.pro.agent',
      'promo.compare.pro.discount',
      'promo.compare.pro.support',
    ],
  },
] as const;

/** Basic vs Pro, from the copy (spec §9); Pro is marked most popular. */
export const PlanComparison = () => {
  const { t } = useTranslation('membership');
  const formatUsd = useFormatUsd();
  const vars = { setupFee: formatUsd(MEMBERSHIP_PRICES.setupFeeCents) };
  return (
    <section aria-labelledby="compare-title" className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="compare-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('promo.compare.title')}
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <article
            key={plan.key}
            aria-labelledby={`plan-${plan.key}`}
            className={cn(
              'relative rounded-2xl bg-white p-8 shadow-sm',
              plan.key === 'pro' ? 'ring-2 ring-primary-600' : 'ring-1 ring-slate-200',
            )}
          >
            {plan.key === 'pro' && (
              <p className="absolute -top-3 start-6 rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold text-white">
                {t('promo.compare.popular')}
              </p>
            )}
            <h3 id={`plan-${plan.key}`} className="text-lg font-semibold text-slate-900">
              {t(plan.name)}
            </h3>
            <p className="mt-3 text-3xl font-extrabold text-slate-900">
              {t('promo.compare.perMonth', { price: formatUsd(plan.monthlyCents) })}
            </p>
            <ul className="mt-6 grid gap-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-600" />
                  {t(feature, vars)}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
};
