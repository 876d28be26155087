import { SERVICE_ADMIN_STATES, SERVICE_CATEGORIES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { AdminFilterForm, AdminSelectFilter } from '@/components/admin/admin-filter-form';
import type { AdminServiceView } from '../utils/admin-service-view';

interface AdminServiceFiltersProps {
  view: AdminServiceView;
  onChange: (next: Partial<AdminServiceView>) => void;
}

/** Search (sent on submit), state and category (at once); all land in the URL. */
export const AdminServiceFilters = ({ view, onChange }: AdminServiceFiltersProps) => {
  const { t } = useTranslation(['services-admin', 'marketplace']);
  return (
    <AdminFilterForm
      idPrefix="admin-services"
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
        id="admin-services-state"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={view.status}
        options={SERVICE_ADMIN_STATES.map((state) => ({ value: state, label: t(`status.${state}`) }))}
        onChange={(status) => onChange({ status, page: 1 })}
        className="w-40"
      />
      <AdminSelectFilter
        id="admin-services-category"
        label={t('filters.category')}
        allLabel={t('filters.allCategories')}
        value={view.category}
        options={SERVICE_CATEGORIES.map((category) => ({
          value: category,
          label: t(`marketplace:categories.${category}`),
        }))}
        onChange={(category) => onChange({ category, page: 1 })}
      />
    </AdminFilterForm>
  );
};
