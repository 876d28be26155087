import { MEMBERSHIP_STATES, type MembershipState, ROLES, type StoredRole } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { AdminUsersView } from '../utils/admin-users-view';

interface AdminUsersFiltersProps {
  view: AdminUsersView;
  onChange: (next: Partial<AdminUsersView>) => void;
}

/** Search (sent on submit), role and membership state (at once); all of them land in the URL. */
export const AdminUsersFilters = ({ view, onChange }: AdminUsersFiltersProps) => {
  const { t } = useTranslation('admin-users');
  const [search, setSearch] = useState(view.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim(), page: 1 });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, which runs the component tests, has no <search> element yet
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="admin-users-search">{t('filters.search')}</Label>
        <SearchInput
          id="admin-users-search"
          value={search}
          onValueChange={setSearch}
          placeholder={t('filters.searchHint')}
          maxLength={200}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-users-role">{t('filters.role')}</Label>
        <NativeSelect
          id="admin-users-role"
          value={view.role ?? ''}
          onChange={(event) => onChange({ role: (event.target.value || null) as StoredRole | null, page: 1 })}
          className="w-40"
        >
          <option value="">{t('filters.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-users-membership">{t('filters.membership')}</Label>
        <NativeSelect
          id="admin-users-membership"
          value={view.membership ?? ''}
          onChange={(event) =>
            onChange({ membership: (event.target.value || null) as MembershipState | null, page: 1 })
          }
          className="w-52"
        >
          <option value="">{t('filters.allMemberships')}</option>
          {MEMBERSHIP_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`membershipStates.${state}`)}
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
