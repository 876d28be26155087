import { DEMO_AGENT_ADMIN_STATES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { AdminFilterForm, AdminSelectFilter } from '@/components/admin/admin-filter-form';
import type { AdminAgentView } from '../utils/admin-agent-view';

interface AdminAgentFiltersProps {
  view: AdminAgentView;
  onChange: (next: Partial<AdminAgentView>) => void;
}

/** Search (sent on submit) and state (at once); both land in the URL. */
export const AdminAgentFilters = ({ view, onChange }: AdminAgentFiltersProps) => {
  const { t } = useTranslation('agents-admin');
  return (
    <AdminFilterForm
      idPrefix="admin-agents"
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
        id="admin-agents-state"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={view.status}
        options={DEMO_AGENT_ADMIN_STATES.map((state) => ({ value: state, label: t(`status.${state}`) }))}
        onChange={(status) => onChange({ status, page: 1 })}
        className="w-40"
      />
    </AdminFilterForm>
  );
};
