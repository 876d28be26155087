import { ORDER_STATUSES } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { AdminOrdersView } from '../utils/admin-orders-view';

interface AdminOrdersFiltersProps {
  view: AdminOrdersView;
  onChange: (next: Partial<AdminOrdersView>) => void;
}

/** The customer search (sent on submit); kind, status and days apply at once. Every filter lands in the URL. */
export const AdminOrdersFilters = ({ view, onChange }: AdminOrdersFiltersProps) => {
  const { t } = useTranslation(['admin-orders', 'orders']);
  const [search, setSearch] = useState(view.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim(), page: 1 });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, which runs the component tests, has no <search> element yet
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="admin-orders-search">{t('filters.search')}</Label>
        <SearchInput
          id="admin-orders-search"
          value={search}
          onValueChange={setSearch}
          placeholder={t('filters.searchHint')}
          maxLength={200}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-orders-kind">{t('filters.kind')}</Label>
        <NativeSelect
          id="admin-orders-kind"
          value={view.kind ?? ''}
          onChange={(event) => onChange({ kind: (event.target.value || null) as AdminOrdersView['kind'], page: 1 })}
          className="w-44"
        >
          <option value="">{t('filters.allKinds')}</option>
          <option value="membership">{t('kind.membership')}</option>
          <option value="order">{t('kind.order')}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-orders-status">{t('filters.status')}</Label>
        <NativeSelect
          id="admin-orders-status"
          value={view.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as AdminOrdersView['status'], page: 1 })}
          className="w-44"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders:status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-orders-from">{t('filters.from')}</Label>
        <Input
          id="admin-orders-from"
          type="date"
          value={view.from}
          max={view.to || undefined}
          onChange={(event) => onChange({ from: event.target.value, page: 1 })}
          className="w-40"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-orders-to">{t('filters.to')}</Label>
        <Input
          id="admin-orders-to"
          type="date"
          value={view.to}
          min={view.from || undefined}
          onChange={(event) => onChange({ to: event.target.value, page: 1 })}
          className="w-40"
        />
      </div>
      <Button type="submit" variant="outline" className="h-11">
        {t('filters.submit')}
      </Button>
    </form>
  );
};
