import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BENEFITS = ['agent', 'crm', 'discount', 'calls', 'support', 'integrations'] as const;

/** What membership gives (/membership-promo). */
export const MembershipBenefits = () => {
  const { t } = useTranslation('membership');
  return (
    <section aria-labelledby="benefits-title" className="mx-auto w-full max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="benefits-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('promo.benefits.title')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {BENEFITS.map((key) => (
          <li key={key} className="flex gap-3">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <Check aria-hidden="true" className="size-4" />
            </span>
            <span className="text-pretty text-slate-700">{t(`promo.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
