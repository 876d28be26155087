import { Bot, Headphones, PercentCircle, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const CARDS = [
  { key: 'agent', Icon: Bot },
  { key: 'crm', Icon: Workflow },
  { key: 'marketplace', Icon: PercentCircle },
  { key: 'support', Icon: Headphones },
] as const;

/** The four 'what's included' cards of /pricing (spec §2). */
export const IncludedCards = () => {
  const { t } = useTranslation('membership');
  return (
    <section aria-labelledby="included-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="included-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('pricing.included.title')}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{t(`pricing.included.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-pretty text-slate-600">{t(`pricing.included.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
