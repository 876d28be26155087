import { useTranslation } from 'react-i18next';
import { membershipFaqVariables, MEMBERSHIP_FAQ_QUESTIONS as QUESTIONS } from '../utils/membership-faq-knowledge';

/** The membership FAQ: native disclosure elements, readable without JavaScript. */
export const MembershipFaq = () => {
  const { t, i18n } = useTranslation('membership');
  const vars = membershipFaqVariables(i18n.language);
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="faq-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('promo.faq.title')}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {QUESTIONS.map((key) => (
          <details key={key} className="group p-5">
            <summary className="cursor-pointer font-semibold text-slate-900">{t(`promo.faq.${key}.q`, vars)}</summary>
            <p className="mt-3 text-pretty text-slate-600">{t(`promo.faq.${key}.a`, vars)}</p>
          </details>
        ))}
      </div>
    </section>
  );
};
