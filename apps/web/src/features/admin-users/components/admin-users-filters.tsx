import { MEMBERSHIP_STATES, ROLES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { AdminFilterForm, AdminSelectFilter } from '@/components/admin/admin-filter-form';
import type { AdminUsersView } from '../utils/admin-users-view';

interface AdminUsersFiltersProps {
  view: AdminUsersView;
  onChange: (next: Partial<AdminUsersView>) => void;
}

/** Search (sent on submit), role and membership state (at once); all of them land in the URL. */
export const AdminUsersFilters = ({ view, onChange }: AdminUsersFiltersProps) => {
  const { t } = useTranslation('admin-users');
  return (
    <AdminFilterForm
      idPrefix="admin-users"
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
        id="admin-users-role"
        label={t('filters.role')}
        allLabel={t('filters.allRoles')}
        value={view.role}
        options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(role) => onChange({ role, page: 1 })}
        className="w-40"
      />
      <AdminSelectFilter
        id="admin-users-membership"
        label={t('filters.membership')}
        allLabel={t('filters.allMemberships')}
        value={view.membership}
        options={MEMBERSHIP_STATES.map((state) => ({ value: state, label: t(`membershipStates.${state}`) }))}
        onChange={(membership) => onChange({ membership, page: 1 })}
        className="w-52"
      />
    </AdminFilterForm>
  );
};
