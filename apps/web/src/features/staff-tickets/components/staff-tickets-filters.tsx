import { TICKET_AGES, TICKET_CATEGORIES, TICKET_STATUSES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { AdminFilterForm, AdminSelectFilter } from '@/components/admin/admin-filter-form';
import { useTicketAssignees } from '../api/get-ticket-assignees';
import type { StaffTicketsView } from '../utils/staff-tickets-view';

interface StaffTicketsFiltersProps {
  view: StaffTicketsView;
  onChange: (next: Partial<StaffTicketsView>) => void;
}

/** The search (sent on submit); status, category, assignee and age apply at once. Every filter lands in the URL. */
export const StaffTicketsFilters = ({ view, onChange }: StaffTicketsFiltersProps) => {
  const { t } = useTranslation('support');
  const assignees = useTicketAssignees();
  const people = (assignees.data?.staff ?? []).map((person) => ({ value: person.id, label: person.name }));
  return (
    <AdminFilterForm
      idPrefix="staff-tickets"
      texts={{
        label: t('staff.filters.label'),
        search: t('staff.filters.search'),
        searchHint: t('staff.filters.searchHint'),
        submit: t('staff.filters.submit'),
      }}
      initialSearch={view.search}
      onSearch={(search) => onChange({ search, page: 1 })}
    >
      <AdminSelectFilter
        id="staff-tickets-status"
        label={t('staff.filters.status')}
        allLabel={t('staff.filters.allStatuses')}
        value={view.status}
        options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <AdminSelectFilter
        id="staff-tickets-category"
        label={t('staff.filters.category')}
        allLabel={t('staff.filters.allCategories')}
        value={view.category}
        options={TICKET_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
        onChange={(category) => onChange({ category, page: 1 })}
      />
      <AdminSelectFilter
        id="staff-tickets-assignee"
        label={t('staff.filters.assignee')}
        allLabel={t('staff.filters.anyone')}
        value={view.assignee}
        options={[
          { value: 'mine', label: t('staff.filters.mine') },
          { value: 'unassigned', label: t('staff.filters.unassigned') },
          ...people,
        ]}
        onChange={(assignee) => onChange({ assignee, page: 1 })}
      />
      <AdminSelectFilter
        id="staff-tickets-age"
        label={t('staff.filters.age')}
        allLabel={t('staff.filters.anyAge')}
        value={view.age}
        options={TICKET_AGES.map((age) => ({ value: age, label: t(`staff.filters.ages.${age}`) }))}
        onChange={(age) => onChange({ age, page: 1 })}
      />
    </AdminFilterForm>
  );
};
