import { ArrowRight, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductText } from '@/components/ui/accessible-text';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useServices } from '../api/get-services';
import { formatUsdCents } from '../utils/format-cents';
import { ServiceBadges } from './service-badges';
import { ServiceIcon } from './service-icon';

/** Spec §2 Pricing and §9: six preview cards, each with the copy's placeholder price. */
export const PREVIEW_CARD_COUNT = 6;
const PREVIEW_PLACEHOLDER_PRICE_CENTS = 199_700;

/**
 * The pricing page's marketplace preview: the first six services as blurred member-only cards and a button to
 * /marketplace; hidden for members (spec §6). Until the services arrive, six blank cards hold the space.
 */
export const MarketplacePreview = () => {
  const { t, i18n } = useTranslation('marketplace');
  const auth = useAuth();
  // Members never see the preview, so they never ask for it.
  const { query } = useServices({ enabled: !auth.isMember });
  if (auth.isMember) return null;
  const shown = query.data?.services.slice(0, PREVIEW_CARD_COUNT);
  const placeholderPrice = formatUsdCents(i18n.language, PREVIEW_PLACEHOLDER_PRICE_CENTS);

  return (
    <section aria-labelledby="marketplace-preview-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="marketplace-preview-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('preview.title')}
        </h2>
        <p className="mt-3 text-slate-600">{t('preview.text')}</p>
      </div>
      <ul aria-label={t('preview.listLabel')} className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PREVIEW_CARD_COUNT }, (_, index) => {
          const service = shown?.[index];
          return (
            <li
              key={service?.slug ?? index}
              className="relative overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <div aria-hidden="true" className="pointer-events-none blur-[3px] select-none">
                <div className="flex items-center gap-3">
                  <ServiceIcon image={service?.image ?? ''} />
                  <p className="font-semibold text-slate-900">
                    {service ? <ProductText lang={service.lang}>{service.title}</ProductText> : '\u00a0'}
                  </p>
                </div>
                <p className="mt-3 line-clamp-2 min-h-10 text-sm text-slate-600">
                  {service ? <ProductText lang={service.lang}>{service.description}</ProductText> : null}
                </p>
                <p className="mt-4 text-2xl font-bold text-slate-900">{placeholderPrice}</p>
              </div>
              <div className="absolute inset-0 flex items-center justify-center bg-white/40">
                <ServiceBadges isMemberOnly />
                <span className="sr-only">{service ? t('preview.lockedCard', { title: service.title }) : null}</span>
              </div>
              <Lock aria-hidden="true" className="absolute end-4 top-4 size-4 text-slate-500" />
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link to={paths.marketplace.getHref()} className={buttonClasses({ size: 'lg' })}>
          {t('preview.browse')}
          <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      </div>
    </section>
  );
};
