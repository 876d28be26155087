import { useTranslation } from 'react-i18next';

const PAGE_TITLE = { pricing: 'pricing.title', promo: 'membershipPromo.title' } as const;

/** The /pricing and /membership-promo heading: the page's name, the promise and one line. */
export const MembershipHero = ({ page }: { page: 'pricing' | 'promo' }) => {
  const { t } = useTranslation(['membership', 'pages']);
  return (
    <section className="bg-gradient-to-b from-primary-50 to-slate-50 px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {t(PAGE_TITLE[page], { ns: 'pages' })}
        </h1>
        <p className="mt-3 text-3xl font-bold text-balance text-slate-900 sm:text-5xl">{t(`${page}.hero.title`)}</p>
        <p className="mt-4 text-lg text-pretty text-slate-600">{t(`${page}.hero.subtitle`)}</p>
      </div>
    </section>
  );
};
