import { PROJECT_STATUSES, type ProjectStatus } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { AdminProjectView } from '../utils/admin-list-params';

/** Search (sent on submit) and the status filter (at once); both land in the URL through `onChange`. */
export const AdminProjectFilters = ({
  view,
  onChange,
}: {
  view: AdminProjectView;
  onChange: (next: Partial<AdminProjectView>) => void;
}) => {
  const { t } = useTranslation('projects-admin');
  const [search, setSearch] = useState(view.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim(), page: 1 });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, which runs the component tests, has no <search> element yet
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="admin-projects-search">{t('filters.search')}</Label>
        <SearchInput
          id="admin-projects-search"
          value={search}
          onValueChange={setSearch}
          placeholder={t('filters.searchHint')}
          maxLength={200}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-projects-status">{t('filters.status')}</Label>
        <NativeSelect
          id="admin-projects-status"
          value={view.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as ProjectStatus | null, page: 1 })}
          className="w-44"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
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
