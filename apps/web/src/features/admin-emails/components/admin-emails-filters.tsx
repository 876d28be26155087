import { EMAIL_OUTBOX_STATUSES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { AdminFilterForm, AdminSelectFilter } from '@/components/admin/admin-filter-form';
import type { AdminEmailsView } from '../utils/admin-emails-view';

interface AdminEmailsFiltersProps {
  view: AdminEmailsView;
  onChange: (next: Partial<AdminEmailsView>) => void;
}

/** Search in recipient and subject (sent on submit) and the status (at once); both land in the URL. */
export const AdminEmailsFilters = ({ view, onChange }: AdminEmailsFiltersProps) => {
  const { t } = useTranslation('admin-emails');
  return (
    <AdminFilterForm
      idPrefix="admin-emails"
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
        id="admin-emails-status"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={view.status}
        options={EMAIL_OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status, page: 1 })}
      />
    </AdminFilterForm>
  );
};
