import { SERVICE_ADMIN_STATES, SERVICE_CATEGORIES, type ServiceCategory } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { AdminServiceView } from '../utils/admin-service-view';

interface AdminServiceFiltersProps {
  view: AdminServiceView;
  onChange: (next: Partial<AdminServiceView>) => void;
}

/** Search (sent on submit), state and category (at once); all land in the URL. */
export const AdminServiceFilters = ({ view, onChange }: AdminServiceFiltersProps) => {
  const { t } = useTranslation(['services-admin', 'marketplace']);
  const [search, setSearch] = useState(view.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim(), page: 1 });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, which runs the component tests, has no <search> element yet
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="admin-services-search">{t('filters.search')}</Label>
        <SearchInput
          id="admin-services-search"
          value={search}
          onValueChange={setSearch}
          placeholder={t('filters.searchHint')}
          maxLength={200}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-services-state">{t('filters.status')}</Label>
        <NativeSelect
          id="admin-services-state"
          value={view.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || null) as AdminServiceView['status'], page: 1 })
          }
          className="w-40"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {SERVICE_ADMIN_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`status.${state}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-services-category">{t('filters.category')}</Label>
        <NativeSelect
          id="admin-services-category"
          value={view.category ?? ''}
          onChange={(event) => onChange({ category: (event.target.value || null) as ServiceCategory | null, page: 1 })}
          className="w-44"
        >
          <option value="">{t('filters.allCategories')}</option>
          {SERVICE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`marketplace:categories.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="h-11">
        {t('filters.submit')}
      </Button>
    </form>
  );
};
