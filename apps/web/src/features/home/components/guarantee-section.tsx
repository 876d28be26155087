import { Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const POINTS = ['noRisk', 'noHassle', 'keepData'] as const;

/**
 * The guarantee (spec §9): the 30-day cancellation window, in which the remaining monthly payments are avoided;
 * the setup fee is not refunded, and the copy says so.
 */
export const GuaranteeSection = () => {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="guarantee-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-50 via-white to-primary-50 p-8 text-center ring-1 ring-emerald-100 sm:p-12">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-emerald-500 to-teal-600 text-white shadow-lg shadow-emerald-600/25">
            <ShieldCheck aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-6 text-sm font-semibold text-emerald-700 uppercase ltr:tracking-wide">
            {t('guarantee.label')}
          </p>
          <h2
            id="guarantee-title"
            className="mt-2 text-3xl font-bold text-balance text-slate-900 sm:text-4xl ltr:tracking-tight"
          >
            {t('guarantee.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-600">{t('guarantee.body')}</p>
          <ul className="mx-auto mt-8 grid max-w-3xl gap-3 text-start sm:grid-cols-3">
            {POINTS.map((key) => (
              <li
                key={key}
                className="flex gap-2.5 rounded-2xl bg-white/80 p-4 text-sm text-slate-700 ring-1 ring-slate-200"
              >
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {t(`guarantee.points.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-slate-600">
            {t('guarantee.fineprint')}{' '}
            <Link
              to={paths.legal.getHref('payment')}
              className="font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-800"
            >
              {t('guarantee.termsLink')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
};
