import { useTranslation } from 'react-i18next';
import type { AdminListView } from '@/lib/admin-list-view';
import type { AdminContentNamespace } from './admin-content-namespace';
import { AdminFilterForm, AdminSelectFilter } from './admin-filter-form';

/** Every admin content list so far publishes or keeps a draft. */
type ContentStatus = 'draft' | 'published';

interface AdminListFiltersProps<Status extends ContentStatus> {
  /** The catalog namespace with `filters.*` and `status.<status>`. */
  namespace: AdminContentNamespace;
  /** Makes the fields' ids unique on the page: `<idPrefix>-search`, `<idPrefix>-status`. */
  idPrefix: string;
  statuses: readonly Status[];
  view: AdminListView<Status, string>;
  onChange: (next: { search?: string; status?: Status | null; page: number }) => void;
}

/** Search (sent on submit) and the status filter (at once); both land in the URL through `onChange`. */
export const AdminListFilters = <Status extends ContentStatus>({
  namespace,
  idPrefix,
  statuses,
  view,
  onChange,
}: AdminListFiltersProps<Status>) => {
  const { t } = useTranslation(namespace);
  return (
    <AdminFilterForm
      idPrefix={idPrefix}
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
        id={`${idPrefix}-status`}
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={view.status}
        options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status, page: 1 })}
      />
    </AdminFilterForm>
  );
};
