import { ORDER_STATUSES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { AdminFilterForm, AdminSelectFilter } from '@/components/admin/admin-filter-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AdminOrdersView } from '../utils/admin-orders-view';

interface AdminOrdersFiltersProps {
  view: AdminOrdersView;
  onChange: (next: Partial<AdminOrdersView>) => void;
}

const KINDS = ['membership', 'order'] as const;

/** The customer search (sent on submit); kind, status and days apply at once. Every filter lands in the URL. */
export const AdminOrdersFilters = ({ view, onChange }: AdminOrdersFiltersProps) => {
  const { t } = useTranslation(['admin-orders', 'orders']);
  const day = (field: 'from' | 'to', bounds: { min?: string; max?: string }) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`admin-orders-${field}`}>{t(`filters.${field}`)}</Label>
      <Input
        id={`admin-orders-${field}`}
        type="date"
        value={view[field]}
        min={bounds.min || undefined}
        max={bounds.max || undefined}
        onChange={(event) => onChange({ [field]: event.target.value, page: 1 })}
        className="w-40"
      />
    </div>
  );
  return (
    <AdminFilterForm
      idPrefix="admin-orders"
      texts={{
        label: t('filters.label'),
        search: t('filters.search'),
        searchHint: t('filters.searchHint'),
        submit: t('filters.submit'),
      }}
      initialSearch={view.search}
      onSearch={(search) => onChange({ search, page: 1 })}
    >
      <AdminSelectFilter
        id="admin-orders-kind"
        label={t('filters.kind')}
        allLabel={t('filters.allKinds')}
        value={view.kind}
        options={KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        onChange={(kind) => onChange({ kind, page: 1 })}
      />
      <AdminSelectFilter
        id="admin-orders-status"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={view.status}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders:status.${status}`) }))}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      {day('from', { max: view.to })}
      {day('to', { min: view.from })}
    </AdminFilterForm>
  );
};
