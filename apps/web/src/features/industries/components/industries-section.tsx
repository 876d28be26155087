import { RotateCcw, SearchX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { SectionHeading } from '@/components/ui/section-heading';
import { useBusinessTypeFilter } from '../hooks/use-business-type-filter';
import { BusinessTypeCard } from './business-type-card';
import { CallUsCard } from './call-us-card';
import { CategoryChips } from './category-chips';

/** Home § Business types (spec §2, §4): a searchable, categorised grid with Reset and a call button. */
export const IndustriesSection = () => {
  const { t } = useTranslation(['industries', 'business-types']);
  const { search, setSearch, category, toggleCategory, reset, types, describe } = useBusinessTypeFilter();
  const ids = useId();
  const headingId = `${ids}-heading`;
  const searchId = `${ids}-search`;
  const query = search.trim();

  const status = query
    ? t('results.search', { query, count: types.length })
    : category
      ? t('results.category', { category: t(`business-types:categories.${category}`), count: types.length })
      : t('results.popular', { count: types.length });

  return (
    <section id="industries" aria-labelledby={headingId} className="bg-white py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />

        <div className="grid gap-5 rounded-2xl border border-slate-200 bg-slate-50/70 p-4 sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
                {t('search.label')}
              </label>
              <SearchInput
                id={searchId}
                value={search}
                onValueChange={setSearch}
                placeholder={t('search.placeholder')}
              />
            </div>
            <Button variant="outline" size="lgField" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              {t('reset')}
            </Button>
          </div>
          <CategoryChips selected={category} onToggle={toggleCategory} />
          {query && category ? <p className="text-sm text-slate-500">{t('categoryFilter.searchOverrides')}</p> : null}
        </div>

        <p aria-live="polite" aria-atomic="true" className="text-sm font-medium text-slate-600">
          {status}
        </p>

        {types.length > 0 ? (
          <ul aria-label={t('grid.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {types.map((type) => {
              const { name, description } = describe(type);
              return (
                <li key={type.id}>
                  <BusinessTypeCard type={type} name={name} description={description} />
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <SearchX aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{t('empty.title', { query })}</h3>
            <p className="max-w-md text-sm text-slate-600">{t('empty.description')}</p>
            <Button variant="secondary" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              {t('reset')}
            </Button>
          </div>
        )}

        <CallUsCard />
      </div>
    </section>
  );
};
