import {
  MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
  MEMBERSHIP_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
} from '@receptiva/shared';
import { CalendarClock, CircleDollarSign, Repeat, ShieldCheck, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatUsd } from '@/hooks/use-format-usd';

const TERMS = [
  { key: 'setup', Icon: CircleDollarSign },
  { key: 'monthly', Icon: Repeat },
  { key: 'commitment', Icon: CalendarClock },
  { key: 'window', Icon: Timer },
  { key: 'guarantee', Icon: ShieldCheck },
] as const;

/** Spec §9's membership terms, word for word in meaning: setup fee, monthly, commitment, window, guarantee. */
export const MembershipTerms = () => {
  const { t } = useTranslation('membership');
  const formatUsd = useFormatUsd();
  const vars = {
    annual: formatUsd(MEMBERSHIP_PRICES.annualCents),
    setupFee: formatUsd(MEMBERSHIP_PRICES.setupFeeCents),
    monthly: formatUsd(MEMBERSHIP_PRICES.monthlyCents),
    months: MEMBERSHIP_COMMITMENT_MONTHS,
    remaining: MEMBERSHIP_COMMITMENT_MONTHS - 1,
    days: MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
  };
  return (
    <section aria-labelledby="terms-title" className="mx-auto w-full max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="terms-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('promo.terms.title', vars)}
      </h2>
      <ul className="mt-8 grid gap-4">
        {TERMS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-600" />
            <div>
              <h3 className="font-semibold text-slate-900">{t(`promo.terms.${key}.title`, vars)}</h3>
              <p className="mt-1 text-pretty text-slate-600">{t(`promo.terms.${key}.text`, vars)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
