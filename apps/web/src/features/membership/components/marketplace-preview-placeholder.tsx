import { formatUsd } from '@receptiva/shared';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Spec §9: the price a preview card shows. */
const PREVIEW_PRICE_CENTS = 199_700;
const PREVIEW_CARDS = 6;

/**
 * The marketplace preview slot of /pricing: six blurred member-only cards and a button to /marketplace, hidden for
 * members (spec §2, §6). The marketplace branch replaces the placeholder cards with its first six services.
 */
export const MarketplacePreviewPlaceholder = () => {
  const { t } = useTranslation('membership');
  const { isMember } = useAuth();
  if (isMember) return null;
  return (
    <section
      aria-labelledby="preview-title"
      data-testid="marketplace-preview"
      className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="preview-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('pricing.preview.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('pricing.preview.subtitle')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PREVIEW_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cards have no other identity.
          <li key={index} className="relative overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div aria-hidden="true" className="blur-sm select-none">
              <div className="h-5 w-2/3 rounded bg-slate-200" />
              <div className="mt-3 h-3 w-full rounded bg-slate-100" />
              <div className="mt-2 h-3 w-5/6 rounded bg-slate-100" />
              <p className="mt-4 text-lg font-bold text-slate-400">{formatUsd(PREVIEW_PRICE_CENTS)}</p>
            </div>
            <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-slate-700">
              <Lock aria-hidden="true" className="size-4" />
              {t('pricing.preview.locked')}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={paths.marketplace.getHref()} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          {t('pricing.preview.cta')}
        </Link>
      </div>
    </section>
  );
};
