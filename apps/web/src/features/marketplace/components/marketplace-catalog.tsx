import type { MarketplaceService } from '@receptiva/shared';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useServices } from '../api/get-services';
import { MarketplaceBanner } from './marketplace-banner';
import { ServiceGrid } from './service-grid';

interface MarketplaceCatalogProps {
  /** Shown beside the banner for members (the cart button). */
  memberActions?: ReactNode;
  onAddToCart: (service: MarketplaceService) => void;
}

/**
 * /marketplace: the banner for the viewer the server saw, and the services, with loading, error and empty states.
 * The server render shows the services as a visitor sees them; the banner, which depends on the session, shows
 * once the session is known.
 */
export const MarketplaceCatalog = ({ memberActions, onAddToCart }: MarketplaceCatalogProps) => {
  const { t } = useTranslation('marketplace');
  const { query: services, isViewerKnown } = useServices();

  if (services.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} showLabel />
      </div>
    );
  }
  if (services.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-slate-700">{t('loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void services.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { viewer, services: list } = services.data;
  const isMember = viewer === 'member';
  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        {/* Until the session is known, the visitor's banner holds its place, unseen. */}
        <div className={isViewerKnown ? undefined : 'invisible'}>
          <MarketplaceBanner viewer={viewer} />
        </div>
        {isMember && memberActions ? <div className="flex justify-end">{memberActions}</div> : null}
      </div>
      {list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <Store aria-hidden="true" className="size-8 text-slate-400" />
          <p className="text-slate-600">{t('empty')}</p>
        </div>
      ) : (
        <ServiceGrid services={list} onAddToCart={isMember ? onAddToCart : undefined} />
      )}
    </div>
  );
};
