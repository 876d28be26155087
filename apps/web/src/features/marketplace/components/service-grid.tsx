import type { MarketplaceService, ServiceCategory } from '@receptiva/shared';
import { SERVICE_CATEGORIES } from '@receptiva/shared';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { categoriesOf, filterServices } from '../utils/filter-services';
import { CategoryFilter } from './category-filter';
import { ServiceCard } from './service-card';
import { ServiceSearch } from './service-search';

interface ServiceGridProps {
  services: readonly MarketplaceService[];
  onAddToCart?: (service: MarketplaceService) => void;
}

/** Category filter and search over the services, the matching cards, and what to do when nothing matches. */
export const ServiceGrid = ({ services, onAddToCart }: ServiceGridProps) => {
  const { t } = useTranslation('marketplace');
  const [category, setCategory] = useState<ServiceCategory | 'all'>('all');
  const [query, setQuery] = useState('');
  const shown = filterServices(services, { category, query });
  const reset = () => {
    setCategory('all');
    setQuery('');
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter
          categories={categoriesOf(services, SERVICE_CATEGORIES)}
          value={category}
          onChange={setCategory}
        />
        <ServiceSearch value={query} onChange={setQuery} />
      </div>
      <p role="status" className={shown.length > 0 ? 'sr-only' : 'text-center text-slate-600'}>
        {shown.length > 0 ? t('filter.resultCount', { count: shown.length }) : t('filter.noMatch')}
      </p>
      {shown.length === 0 ? (
        <div className="-mt-4 flex flex-col items-center gap-2">
          <SearchX aria-hidden="true" className="size-6 text-slate-400" />
          <Button variant="link" onClick={reset}>
            {t('filter.reset')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('listLabel')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} onAddToCart={onAddToCart} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
